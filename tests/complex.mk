# tests/complex.mk — unit tests of interp/complex.c, C's complex product and quotient (owner: cplx).
check_PROGRAMS += tests/test-complex
TESTS += tests/test-complex
tests_test_complex_SOURCES = tests/test-complex.c
tests_test_complex_LDADD = $(CK_LIBS)
