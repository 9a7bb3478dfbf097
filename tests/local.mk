# tests/local.mk — the test harness: corpus runner, its own tests, layering and manual checks.
# Unit tests of other folders live in tests/<name>.mk fragments included at the end of this file
# (one `include` line each); every test prints TAP (tests/README).

check_PROGRAMS += tests/corpus-runner
tests_corpus_runner_SOURCES = tests/corpus-runner.c
tests_corpus_runner_LDADD = $(GLIB_LIBS) $(PCRE2_LIBS)

TESTS += \
	tests/test-corpus-runner.sh \
	tests/test-layering.sh \
	tests/test-manpage.sh \
	tests/test-manual-trace.sh \
	tests/corpus.test \
	tests/nvcc.test \
	tests/fma-ptx.test \
	tests/objects.test

EXTRA_DIST += \
	tests/test-corpus-runner.sh \
	tests/test-layering.sh \
	tests/test-manpage.sh \
	tests/test-manual-trace.sh \
	tests/corpus.test \
	tests/nvcc.test \
	tests/fma-ptx.test \
	tests/objects.test \
	tests/tap-summary.sh \
	tests/fixtures \
	corpus

# `make mutate` (MUTATE=ID-GLOB... for some): the faults of tests/mutations, one at a time,
# each against its related tests; reports the faults that no test caught (tests/mutate.sh).
mutate: all tests/corpus-runner$(EXEEXT) $(check_PROGRAMS)
	@top_srcdir='$(abs_top_srcdir)' top_builddir='$(abs_top_builddir)' MAKE='$(MAKE)' \
	  EXEEXT='$(EXEEXT)' $(SHELL) $(top_srcdir)/tests/mutate.sh $(MUTATE)
.PHONY: mutate
EXTRA_DIST += tests/mutate.sh tests/mutations

# nvcc's answers, cached by content (tests/nvcc.test; CUDAK_NVCC_CACHE names a shared cache).
clean-local: clean-nvcc-cache
clean-nvcc-cache:
	-rm -rf tests/nvcc-cache
.PHONY: clean-nvcc-cache

# The results of the last `make check` (the .trs files that `make check-summary` totals) are
# forgotten whenever the build starts again: when a test program then fails to compile, the
# summary says that nothing ran instead of adding up an older run.
BUILT_SOURCES += forget-test-results
forget-test-results:
	@rm -f $(TEST_LOGS:.log=.trs)
.PHONY: forget-test-results

# The corpus runner's own tests use a fake cudak (tests/fixtures/fake-cudak); the corpus itself
# needs the real one.
tests/test-corpus-runner.log: tests/corpus-runner$(EXEEXT)
tests/corpus.log: tests/corpus-runner$(EXEEXT) cudak$(EXEEXT)
tests/nvcc.log: tests/corpus-runner$(EXEEXT)
tests/test-manpage.log: cudak$(EXEEXT)
tests/objects.log: cudak$(EXEEXT)
tests/fma-ptx.log: cudak$(EXEEXT)
# nvcc's PTX of tests/fma-ptx.test, kept between runs
clean-local: clean-fma-ptx-cache
clean-fma-ptx-cache:
	rm -rf tests/fma-ptx.cache
.PHONY: clean-fma-ptx-cache
tests/test-manual-trace.log: cudak$(EXEEXT)

# Unit tests of the other folders (one line each, keep at the end):
include tests/parse.mk
include tests/class.mk
include tests/pp.mk
include tests/simt.mk
include tests/explore.mk
include tests/trace-html.mk
include tests/texture.mk
include tests/eval.mk

# The SIMT control-flow generator (issue 24): programs with verdicts known by construction, a
# differential oracle in `make check` (tests/simt-gen.test) and seeds of `make fuzz-run`.
check_PROGRAMS += tests/simt-gen
tests_simt_gen_SOURCES = tests/simt-gen.c
TESTS += tests/simt-gen.test
EXTRA_DIST += tests/simt-gen.test
tests/simt-gen.log: tests/simt-gen$(EXEEXT) cudak$(EXEEXT)
clean-local: clean-simt-gen
clean-simt-gen:
	-rm -rf tests/simt-gen-fail
.PHONY: clean-simt-gen
include tests/complex.mk
