# checker/local.mk — the checker: shadow memory, races, memory errors, barriers, reports.
CK_CHECKER_SOURCES = \
	checker/checker.h checker/checker-private.h checker/report-kinds.def \
	checker/checker.c checker/report.c checker/suppress.c checker/shadow.c \
	checker/race.c checker/hostrace.c checker/order.c checker/memcheck.c checker/sync.c
libcudak_a_SOURCES += $(CK_CHECKER_SOURCES)
EXTRA_DIST += checker/README

# One g_test binary per source file (STYLE §14); they feed the observer synthesized events.
CK_CHECKER_TESTS = tests/test-checker tests/test-report tests/test-suppress tests/test-shadow \
	tests/test-race tests/test-memcheck tests/test-sync tests/test-hostrace
check_PROGRAMS += $(CK_CHECKER_TESTS)
TESTS += $(CK_CHECKER_TESTS)
tests_test_checker_SOURCES = tests/test-checker.c tests/checker-testutil.h
tests_test_checker_LDADD = $(CK_LIBS)
tests_test_report_SOURCES = tests/test-report.c tests/checker-testutil.h
tests_test_report_LDADD = $(CK_LIBS)
tests_test_suppress_SOURCES = tests/test-suppress.c tests/checker-testutil.h
tests_test_suppress_LDADD = $(CK_LIBS)
tests_test_shadow_SOURCES = tests/test-shadow.c tests/checker-testutil.h
tests_test_shadow_LDADD = $(CK_LIBS)
tests_test_race_SOURCES = tests/test-race.c tests/checker-testutil.h
tests_test_race_LDADD = $(CK_LIBS)
tests_test_memcheck_SOURCES = tests/test-memcheck.c tests/checker-testutil.h
tests_test_memcheck_LDADD = $(CK_LIBS)
tests_test_sync_SOURCES = tests/test-sync.c tests/checker-testutil.h
tests_test_sync_LDADD = $(CK_LIBS)
tests_test_hostrace_SOURCES = tests/test-hostrace.c tests/checker-testutil.h
tests_test_hostrace_LDADD = $(CK_LIBS)
