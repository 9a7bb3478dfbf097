#!/bin/sh
# fuzz/build-run.sh — builds fuzz/fuzz-run (`make fuzz-run`; fuzz/README): every source of cudak
# and the target, compiled with $FUZZ_CC $FUZZ_CFLAGS $CPPFLAGS into fuzz/run-obj/ (two at a
# time, only what changed since the last build), linked with $LIBS.
# usage: build-run.sh SRCDIR OUTPUT SOURCE...   (the .c files; interp/main.c's main is renamed)
set -eu
srcdir=$1 out=$2
shift 2
obj=fuzz/run-obj
mkdir -p "$obj"
# a header newer than an object rebuilds everything: simple and always right
newest_header=$(ls -t "$srcdir"/*/*.h "$srcdir"/*/*.def interp/builtins-index.h 2>/dev/null | head -1)
for f in "$@"; do
  case $f in *.c) ;; *) continue ;; esac
  src=$f
  test -f "$src" || src=$srcdir/$f
  o=$obj/$(printf '%s' "$f" | tr / _ | sed 's/\.c$/.o/')
  if test ! -f "$o" || test "$src" -nt "$o" || test "$newest_header" -nt "$o"; then
    printf '%s %s\n' "$src" "$o"
  fi
done | xargs -r -n 2 -P 2 sh -c '
  extra=; case $0 in */interp/main.c|interp/main.c) extra=-Dmain=ck_fuzz_cudak_main;; esac
  # the harness is not instrumented for coverage: it reads the counters section, and its own
  # declaration of the bounds would clash with the instrumentation'"'"'s (an empty range)
  case $0 in *fuzz/fuzz-run.c) FUZZ_CFLAGS=$(printf "%s" "$FUZZ_CFLAGS" | sed "s/fuzzer,//; s/,fuzzer//");; esac
  echo "  FUZZCC   $0"
  eval "exec $FUZZ_CC $FUZZ_CFLAGS $CPPFLAGS \$extra -c -o \"\$1\" \"\$0\""'
objs=
for f in "$@"; do
  case $f in *.c) objs="$objs $obj/$(printf '%s' "$f" | tr / _ | sed 's/\.c$/.o/')" ;; esac
done
echo "  FUZZLD   $out"
# shellcheck disable=SC2086 # word lists
$FUZZ_CC $FUZZ_CFLAGS -o "$out" $objs -Wl,--wrap=exit $LIBS
