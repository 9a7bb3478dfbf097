# base/local.mk — what every layer shares: source locations and the GC helpers (HACKING §1).
libcudak_a_SOURCES += base/srcloc.h base/srcloc.c base/gcutil.h base/gcutil.c
EXTRA_DIST += base/README
