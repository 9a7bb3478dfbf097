# tests/pp.mk — unit tests of the lexer and the preprocessor (owner: pp).
check_PROGRAMS += tests/test-lexer tests/test-pp
tests_test_lexer_SOURCES = tests/test-lexer.c
tests_test_lexer_LDADD = $(CK_LIBS)
tests_test_pp_SOURCES = tests/test-pp.c
tests_test_pp_LDADD = $(CK_LIBS)
TESTS += tests/test-lexer tests/test-pp
check_PROGRAMS += tests/test-tokcache
tests_test_tokcache_SOURCES = tests/test-tokcache.c
tests_test_tokcache_LDADD = $(CK_LIBS)
TESTS += tests/test-tokcache
