# interp/local.mk — lowering, evaluator, host runtime, CUDA runtime API, driver.
CK_INTERP_SOURCES = \
	interp/lower.h interp/lower.c \
	interp/explore.h interp/explore.c interp/trace-html.h interp/trace-html.c
libcudak_a_SOURCES += $(CK_INTERP_SOURCES)
bin_PROGRAMS += cudak
cudak_SOURCES = interp/main.c interp/driver.h interp/options.c interp/payload.c
cudak_LDADD = $(CK_LIBS)
include interp/runtime.mk
include interp/curand.mk
