# tests/eval.mk — unit tests of semantics/eval.c: floating point as the GPU computes it (issue 25).
check_PROGRAMS += tests/test-eval
TESTS += tests/test-eval
tests_test_eval_SOURCES = tests/test-eval.c
tests_test_eval_LDADD = $(CK_LIBS)
