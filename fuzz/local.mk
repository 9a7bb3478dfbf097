# fuzz/local.mk — `make fuzz`: a libFuzzer run on the frontend (fuzz/README).
# The fuzzer is built with clang and its own flags, apart from libcudak.a: `make` and
# `make check` never build it.
FUZZ_CC = clang
FUZZ_CFLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined
# seconds of fuzzing; extra libFuzzer options (e.g. FUZZ_ARGS=-jobs=2)
FUZZ_SECONDS = 60
FUZZ_ARGS =
# the frontend's sources (frontend/local.mk) and the target; only the .c files are compiled
CK_FUZZ_FILES = fuzz/fuzz-frontend.c $(CK_FRONTEND_CORE_SOURCES) $(CK_FRONTEND_PP_SOURCES) \
	$(CK_FRONTEND_PARSE_SOURCES)
fuzz/fuzz-frontend: $(CK_FUZZ_FILES) fuzz/token-mutator.c frontend/headers-gen.c
	$(AM_V_CCLD)$(MKDIR_P) fuzz && srcs=; \
	for f in $(CK_FUZZ_FILES); do case $$f in *.c) srcs="$$srcs $(srcdir)/$$f";; esac; done; \
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(DEFS) $(DEFAULT_INCLUDES) $(AM_CPPFLAGS) -o $@ $$srcs \
	  frontend/headers-gen.c -Wl,--wrap=GC_malloc,--wrap=GC_malloc_atomic,--wrap=GC_free \
	  $(GLIB_LIBS) $(BDWGC_LIBS) -lm
fuzz: fuzz/fuzz-frontend
	$(SHELL) $(srcdir)/fuzz/run.sh fuzz/fuzz-frontend $(srcdir) $(FUZZ_SECONDS) $(FUZZ_ARGS)
.PHONY: fuzz
CLEANFILES += fuzz/fuzz-frontend
# the seeds are gathered again by every run; the grown corpus (fuzz/work) lasts until distclean
clean-local: clean-fuzz
clean-fuzz:
	-rm -rf fuzz/seeds-all
distclean-local: distclean-fuzz
distclean-fuzz:
	-rm -rf fuzz/work
.PHONY: clean-fuzz distclean-fuzz
EXTRA_DIST += fuzz/README fuzz/fuzz-frontend.c fuzz/token-mutator.c fuzz/run.sh fuzz/cuda.dict fuzz/seeds

# `make csmith`: csmith's random programs against gcc -O0 (fuzz/csmith.sh, issue 18); never
# part of `make check`. CSMITH_SEED is the first seed; CSMITH_COUNT host programs (.c files),
# CSMITH_KERNEL_COUNT kernel programs (.cu files, the computation in a <<<1,1>>> kernel),
# CSMITH_WARP_COUNT warp programs (the computation in each lane of a <<<1,32>>> kernel).
CSMITH_SEED = 1
CSMITH_COUNT = 500
CSMITH_KERNEL_COUNT = 200
CSMITH_WARP_COUNT = 20
csmith: cudak$(EXEEXT)
	$(SHELL) $(srcdir)/fuzz/csmith.sh ./cudak$(EXEEXT) host $(CSMITH_SEED) $(CSMITH_COUNT) csmith-work/host; \
	h=$$?; \
	$(SHELL) $(srcdir)/fuzz/csmith.sh ./cudak$(EXEEXT) kernel $(CSMITH_SEED) $(CSMITH_KERNEL_COUNT) csmith-work/kernel; \
	k=$$?; \
	$(SHELL) $(srcdir)/fuzz/csmith.sh ./cudak$(EXEEXT) warp $(CSMITH_SEED) $(CSMITH_WARP_COUNT) csmith-work/warp; \
	w=$$?; test $$h -ne 2 && test $$k -ne 2 && test $$w -ne 2
.PHONY: csmith
clean-local: clean-csmith
clean-csmith:
	-rm -rf csmith-work
.PHONY: clean-csmith
EXTRA_DIST += fuzz/csmith.sh fuzz/csmith-kernel.sh fuzz/csmith-device.sed fuzz/csmith-warp.sed

# `make fuzz-run` (issue 24): the whole pipeline — build and run under hard limits, every check on,
# every report format — as a libFuzzer target linking all of cudak (fuzz/fuzz-run.c, fuzz/README).
# Built with the flags of `make fuzz` into fuzz/run-obj/, apart from the normal build.
FUZZ_RUN_SECONDS = 60
CK_FUZZ_RUN_FILES = fuzz/fuzz-run.c $(cudak_SOURCES) frontend/headers-gen.c \
	$(libcudak_a_SOURCES)
fuzz/fuzz-run: $(CK_FUZZ_RUN_FILES) fuzz/token-mutator.c fuzz/build-run.sh interp/builtins-index.h
	$(AM_V_CCLD)FUZZ_CC='$(FUZZ_CC)' FUZZ_CFLAGS='$(FUZZ_CFLAGS)' \
	  CPPFLAGS='$(DEFS) $(DEFAULT_INCLUDES) $(AM_CPPFLAGS)' \
	  LIBS='$(GLIB_LIBS) $(BDWGC_LIBS) $(PCRE2_LIBS) -lm' \
	  $(SHELL) $(srcdir)/fuzz/build-run.sh $(srcdir) $@ $(CK_FUZZ_RUN_FILES)
fuzz-run: fuzz/fuzz-run
	$(SHELL) $(srcdir)/fuzz/run.sh --run fuzz/fuzz-run $(srcdir) $(FUZZ_RUN_SECONDS) $(FUZZ_ARGS)
.PHONY: fuzz-run
CLEANFILES += fuzz/fuzz-run
clean-local: clean-fuzz-run
clean-fuzz-run:
	-rm -rf fuzz/run-obj
.PHONY: clean-fuzz-run
EXTRA_DIST += fuzz/fuzz-run.c fuzz/build-run.sh fuzz/open
