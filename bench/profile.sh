#!/bin/sh
# bench/profile.sh: the top functions of one bench workload under cudak, by perf (or callgrind
# where perf cannot sample): bench/profile.sh [--no-checks] WORKLOAD [N] [-D NAME=VALUE]...
# WORKLOAD is a basename of bench/programs; N (default 10) the number of functions shown.
# SPDX-License-Identifier: MIT
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cudak=${CUDAK:-$here/../cudak}
opts=
if [ "${1:-}" = --no-checks ]; then
  opts="--racecheck=no --memcheck=no --initcheck=no --synccheck=no --leakcheck=no --apicheck=no"
  shift
fi
[ $# -ge 1 ] || { echo "usage: bench/profile.sh [--no-checks] WORKLOAD [N] [-D NAME=VALUE]..." >&2; exit 2; }
w=$1; shift
n=10
case ${1:-} in [0-9]*) n=$1; shift ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cudak" "$@" -o "$tmp/a.out" "$here/programs/$w.cu"
if command -v perf >/dev/null 2>&1 \
   && CUDAK_OPTIONS="$opts" perf record -q -F 1999 -o "$tmp/perf.data" "$tmp/a.out" >/dev/null 2>&1; then
  echo "perf: $w${opts:+ (no checks)}, top $n functions by self time"
  perf report -i "$tmp/perf.data" --stdio --no-children --sort dso,symbol 2>/dev/null \
    | grep -v '^#' | grep -v '^$' | head -n "$n"
elif command -v valgrind >/dev/null 2>&1; then
  echo "callgrind: $w${opts:+ (no checks)}, top $n functions by instructions"
  CUDAK_OPTIONS="$opts" valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$tmp/a.out" >/dev/null 2>&1
  callgrind_annotate "$tmp/cg.out" 2>/dev/null | sed -n '/file:function/,$p' | sed -n "2,$((n + 1))p"
else
  echo "bench/profile.sh: neither perf nor valgrind is installed" >&2
  exit 1
fi
