# tests/class.mk — unit tests of C++ classes (frontend/class.c, owner: cls).
check_PROGRAMS += tests/test-class
TESTS += tests/test-class
tests_test_class_SOURCES = tests/test-class.c
tests_test_class_LDADD = $(CK_LIBS)
