# semantics/local.mk — the layered SIMT semantics [H ch. 5] and the memory environment [H ch. 4].
CK_SEMANTICS_SOURCES = \
	semantics/sem.h semantics/observer.h semantics/events.def semantics/trace.h semantics/trace.c \
	semantics/thread.c semantics/warp.c semantics/its.c semantics/block.c semantics/grid.c semantics/stream.c semantics/device.c \
	semantics/memory/space.h semantics/memory/mem.h semantics/memory/mem.c semantics/memory/access.c
libcudak_a_SOURCES += $(CK_SEMANTICS_SOURCES)

check_PROGRAMS += tests/test-warp
TESTS += tests/test-warp
tests_test_warp_SOURCES = tests/test-warp.c
tests_test_warp_LDADD = $(CK_LIBS)
