# interp/local.mk — lowering, evaluator, host runtime, CUDA runtime API, driver.
CK_INTERP_SOURCES =
libcudak_a_SOURCES += $(CK_INTERP_SOURCES)
bin_PROGRAMS += cudak
cudak_SOURCES = interp/main.c
cudak_LDADD = $(CK_LIBS)
