# interp/runtime.mk — the host runtime: builtin table, C library, printf/scanf engine, math, CUDA
# runtime API, device library (included at the end of interp/local.mk).
CK_RUNTIME_SOURCES = \
	interp/builtins.h interp/builtins.def interp/builtins.c interp/runtime.h \
	interp/runtime.c interp/printf.h interp/printf.c interp/libc.c interp/posix.c interp/libm.c interp/complex.c interp/cudart.c \
	interp/devlib.c interp/cuda-errors.def interp/cudadrv.c interp/cu-errors.def interp/pthread.c
libcudak_a_SOURCES += $(CK_RUNTIME_SOURCES)
# CUDA arrays, texture objects and fetches (issue 18)
libcudak_a_SOURCES += interp/texture.c
nodist_libcudak_a_SOURCES += interp/builtins-index.h

# The builtin ids sorted by linkage name, for the binary search of ck_builtin_lookup.
BUILT_SOURCES += interp/builtins-index.h
CLEANFILES += interp/builtins-index.h
interp/builtins-index.h: interp/builtins.def
	$(AM_V_GEN)mkdir -p interp && \
	LC_ALL=C sed -n 's/^CK_BUILTIN (\([A-Z0-9_]*\), "\([^"]*\)".*/\2 \1/p' $(srcdir)/interp/builtins.def \
	  | LC_ALL=C sort | sed 's/^[^ ]* \(.*\)/CK_BUILTIN_\1,/' > $@.tmp && mv $@.tmp $@

# Unit tests: the pure parts link alone (tests/fake-run.c stands in for the run where needed).
check_PROGRAMS += tests/test-printf tests/test-libc tests/test-cudart tests/test-posix
TESTS += tests/test-printf tests/test-libc tests/test-cudart tests/test-posix
tests_test_printf_SOURCES = tests/test-printf.c interp/printf.c
tests_test_printf_LDADD = $(GLIB_LIBS) -lm
tests_test_libc_SOURCES = tests/test-libc.c
tests_test_libc_LDADD = $(CK_LIBS)
tests_test_cudart_SOURCES = tests/test-cudart.c
tests_test_cudart_LDADD = $(CK_LIBS)
tests_test_posix_SOURCES = tests/test-posix.c
tests_test_posix_LDADD = $(CK_LIBS)
EXTRA_DIST += tests/gen-printf-corpus.sh tests/gen-cuda-errors.sh
