# semantics/local.mk — the layered SIMT semantics [H ch. 5] and the memory environment [H ch. 4].
CK_SEMANTICS_SOURCES = \
	semantics/program.h semantics/simt-ops.def semantics/program.c semantics/builtin.h semantics/sem.h semantics/observer.h semantics/events.def semantics/trace.h semantics/trace.c \
	semantics/eval.h semantics/eval.c semantics/eval-typed.c semantics/typed-ops.def semantics/thread.c semantics/warp.c semantics/its.c semantics/block.c semantics/grid.c semantics/gridbar.c semantics/stream.c semantics/run.c semantics/device-model.c semantics/hthread.c semantics/host-step.c \
	semantics/memory/space.h semantics/memory/mem.h semantics/memory/mem.c semantics/memory/access.c \
	semantics/memory/fermi.h semantics/memory/cache.c \
	semantics/memory/opexp.def semantics/memory/mprog.h semantics/memory/mprog.c semantics/memory/fermi.c \
	semantics/memory/fermi-run.c
libcudak_a_SOURCES += $(CK_SEMANTICS_SOURCES)

check_PROGRAMS += tests/test-warp
TESTS += tests/test-warp
tests_test_warp_SOURCES = tests/test-warp.c
tests_test_warp_LDADD = $(CK_LIBS)

check_PROGRAMS += tests/test-fermi
TESTS += tests/test-fermi
tests_test_fermi_SOURCES = tests/test-fermi.c
tests_test_fermi_LDADD = $(CK_LIBS)
