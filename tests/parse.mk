# tests/parse.mk — unit tests of the parser, semantic analysis and types (owner: parse).
check_PROGRAMS += tests/test-parse tests/test-type
TESTS += tests/test-parse tests/test-type
tests_test_parse_SOURCES = tests/test-parse.c
tests_test_parse_LDADD = $(CK_LIBS)
tests_test_type_SOURCES = tests/test-type.c
tests_test_type_LDADD = $(CK_LIBS)
