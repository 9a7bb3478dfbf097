#!/bin/sh
# fuzz/run.sh — runs the frontend fuzzer (`make fuzz`; fuzz/README).
# usage: run.sh FUZZER SRCDIR SECONDS [libFuzzer options...]
# Seeds: every corpus/**/*.cu, the built-in headers and fuzz/seeds/*; the corpus the fuzzer
# grows is fuzz/work/corpus, crashes go to fuzz/work/artifacts/. Exit status: the fuzzer's.
set -eu
fuzzer=$1 srcdir=$2 seconds=$3
shift 3
case $fuzzer in /*) ;; *) fuzzer=$(pwd)/$fuzzer ;; esac
case $srcdir in /*) ;; *) srcdir=$(pwd)/$srcdir ;; esac
seeds=$(pwd)/fuzz/seeds-all
work=$(pwd)/fuzz/work
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
# The frontend reads files that are not in the input from the file system: run in an empty
# directory. Sanitizer reports stop the run (UBSan's too: -fno-sanitize-recover).
cd "$work/cwd"
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
exec "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=32768 \
  -dict="$srcdir/fuzz/cuda.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
  "$@" "$work/corpus" "$seeds"
