# checker/local.mk — the checker: shadow memory, races, memory errors, barriers, reports.
CK_CHECKER_SOURCES = \
	checker/checker.h checker/checker-private.h checker/report-kinds.def \
	checker/checker.c checker/report.c checker/suppress.c checker/shadow.c \
	checker/race.c checker/memcheck.c checker/sync.c
libcudak_a_SOURCES += $(CK_CHECKER_SOURCES)
EXTRA_DIST += checker/README

CK_CHECKER_TESTS = tests/test-race
check_PROGRAMS += $(CK_CHECKER_TESTS)
TESTS += $(CK_CHECKER_TESTS)
tests_test_race_SOURCES = tests/test-race.c tests/checker-testutil.h
tests_test_race_LDADD = $(CK_LIBS)
