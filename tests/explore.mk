# tests/explore.mk — unit tests of interp/explore.c, --explore=N (owner: explore).
check_PROGRAMS += tests/test-explore
TESTS += tests/test-explore
tests_test_explore_SOURCES = tests/test-explore.c
tests_test_explore_LDADD = $(CK_LIBS)
