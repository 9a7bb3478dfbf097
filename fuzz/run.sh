#!/bin/sh
# fuzz/run.sh — runs the frontend fuzzer (`make fuzz`; fuzz/README).
# usage: run.sh [--run] FUZZER SRCDIR SECONDS [libFuzzer options...]
# Seeds: every corpus/**/*.cu, the built-in headers and fuzz/seeds/*; the corpus the fuzzer
# grows is fuzz/work/corpus, crashes go to fuzz/work/artifacts/. Exit status: the fuzzer's.
# --run: the whole-pipeline target (`make fuzz-run`): its seeds also take the SIMT generator's
# programs (tests/simt-gen) and csmith programs wrapped in kernels when csmith is installed;
# its directories are fuzz/work-run/ and fuzz/seeds-run/.
set -eu
mode=frontend
if test "$1" = --run; then mode=run; shift; fi
fuzzer=$1 srcdir=$2 seconds=$3
shift 3
case $fuzzer in /*) ;; *) fuzzer=$(pwd)/$fuzzer ;; esac
case $srcdir in /*) ;; *) srcdir=$(pwd)/$srcdir ;; esac
if test $mode = run; then
  seeds=$(pwd)/fuzz/seeds-run work=$(pwd)/fuzz/work-run
else
  seeds=$(pwd)/fuzz/seeds-all work=$(pwd)/fuzz/work
fi
build=$(pwd)
rm -rf "$seeds"
mkdir -p "$seeds" "$work/corpus" "$work/artifacts" "$work/cwd"
# one seed per file, named after its path so that seeds with the same basename do not collide
find "$srcdir/corpus" -name '*.cu' | while read -r f; do
  rel=${f#"$srcdir/"}
  cp "$f" "$seeds/$(printf '%s' "$rel" | tr / _)"
done
find "$srcdir/frontend/include" -type f | while read -r f; do
  rel=${f#"$srcdir/"}
  cp "$f" "$seeds/$(printf '%s' "$rel" | tr / _)"
done
cp "$srcdir"/fuzz/seeds/* "$seeds/"
if test $mode = run; then
  # generated programs: the SIMT generator's (clean, planted race, divergent barrier) ...
  if test -x "$build/tests/simt-gen"; then
    for i in $(seq 1 ${FUZZ_SIMT_SEEDS:-60}); do
      for kind in clean clean race divergent; do
        "$build/tests/simt-gen" $((i * 4 + ${#kind})) $kind > "$seeds/simt-gen-$i-$kind.cu"
      done
    done
  fi
  # ... and csmith's C++ programs wrapped in kernels (fuzz/csmith-kernel.sh, as `make csmith`
  # does), with csmith's runtime headers made __device__ (fuzz/csmith-device.sed) as files of
  # the input (//@@ inc/NAME), when csmith is installed
  inc=${CSMITH_INCLUDE:-/usr/include/csmith}
  if command -v csmith >/dev/null 2>&1 && test -f "$inc/csmith.h"; then
    for i in $(seq 1 ${FUZZ_CSMITH_SEEDS:-20}); do
      f=$seeds/csmith-$i.cu
      timeout 20 csmith --lang-cpp --seed "$i" --max-funcs 4 2>/dev/null \
        | sed 's|^#include "csmith.h"$|#include "csmith.h"\n#undef NULL\n#define NULL nullptr|' \
        | sh "$srcdir/fuzz/csmith-kernel.sh" kernel > "$f" || { rm -f "$f"; continue; }
      for h in csmith.h random_inc.h platform_generic.h safe_math.h; do
        printf '//@@ inc/%s\n' "$h" >> "$f"
        sed -f "$srcdir/fuzz/csmith-device.sed" "$inc/$h" >> "$f"
      done
    done
  fi
  # the whole-pipeline target's children write their files under the work directory
  export CK_FUZZ_RUN_DIR="$work/cwd"
  rm -rf "$work/cwd"/fuzz-run.*
fi
# The frontend reads files that are not in the input from the file system: run in an empty
# directory. Sanitizer reports stop the run (UBSan's too: -fno-sanitize-recover).
cd "$work/cwd"
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
timeout=10
max_len=32768
if test $mode = run; then
  timeout=120      # fuzz-run.c's own guard (30 s a run, up to 3 runs) comes first
  max_len=131072   # csmith seeds carry their runtime headers
fi
exec "$fuzzer" -max_total_time="$seconds" -timeout=$timeout -rss_limit_mb=2048 -max_len=$max_len \
  -dict="$srcdir/fuzz/cuda.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
  "$@" "$work/corpus" "$seeds"
