# interp/curand.mk — cuRAND's device and host API (issue 20), included from interp/local.mk.
libcudak_a_SOURCES += interp/curand-gen.h interp/curand-gen.c interp/curand-sobol.c interp/curand.c
# The generators alone, with the first outputs of each pinned (tests/test-curand-gen.c).
check_PROGRAMS += tests/test-curand-gen
TESTS += tests/test-curand-gen
tests_test_curand_gen_SOURCES = tests/test-curand-gen.c interp/curand-gen.c interp/curand-sobol.c
tests_test_curand_gen_LDADD = $(GLIB_LIBS) -lm
