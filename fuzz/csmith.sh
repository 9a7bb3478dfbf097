#!/bin/sh
# fuzz/csmith.sh — `make csmith`: csmith's random programs run by cudak must print the checksum
# that gcc -O0 gives them (issue 18). Modes: host (the C program as host code of a .c file),
# kernel (the --lang-cpp program as a .cu file whose computation runs in a <<<1,1>>> kernel,
# fuzz/csmith-kernel.sh; its reference is g++ -O0) and warp (the same computation in every lane
# of a <<<1,32>>> kernel, each lane with its own globals: 32 equal checksums).
# SPDX-License-Identifier: MIT
#
# Usage: fuzz/csmith.sh CUDAK MODE FIRST_SEED COUNT [WORKDIR]
# Environment: CSMITH (csmith), CSMITH_INCLUDE (its runtime headers), CSMITH_GCC_TIMEOUT (s, 5),
# CSMITH_TIMEOUT (s, 120, per a.out), CSMITH_ARGS (extra csmith options).
set -u
if [ $# -lt 4 ]; then
  echo "usage: $0 CUDAK host|kernel|warp FIRST_SEED COUNT [WORKDIR]" >&2
  exit 2
fi
cudak=$1 mode=$2 first=$3 count=$4
work=${5:-csmith-work/$mode}
CSMITH=${CSMITH:-csmith}
inc=${CSMITH_INCLUDE:-/usr/include/csmith}
gcc_timeout=${CSMITH_GCC_TIMEOUT:-5}
ck_timeout=${CSMITH_TIMEOUT:-120}
gen_timeout=60   # csmith itself runs for minutes on a few seeds (--lang-cpp 116): skipped
case $mode in host|kernel|warp) ;; *) echo "$0: unknown mode '$mode' (host, kernel or warp)" >&2; exit 2;; esac
case $cudak in /*) ;; *) cudak=$(pwd)/$cudak;; esac
if ! command -v "$CSMITH" >/dev/null 2>&1 || [ ! -f "$inc/csmith.h" ]; then
  echo "$0: csmith is not installed (or its headers are not in $inc)." >&2
  echo "  On Debian or Ubuntu: sudo apt-get install csmith libcsmith-dev" >&2
  echo "  Elsewhere: build https://github.com/csmith-project/csmith and set CSMITH and CSMITH_INCLUDE." >&2
  exit 2
fi
command -v gcc >/dev/null 2>&1 && command -v g++ >/dev/null 2>&1 || { echo "$0: gcc and g++ are needed as the reference" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work/fail"
work=$(cd "$work" && pwd)
rt=$work/runtime
if [ "$mode" != host ]; then
  # csmith's runtime headers, with every function __host__ __device__ and the CRC state in
  # device memory, so that the kernel can call them (fuzz/csmith-device.sed)
  mkdir -p "$rt"
  for h in "$inc"/*.h; do
    if [ "$mode" = warp ]; then
      sed -f "$here/csmith-device.sed" "$h" | sed -f "$here/csmith-warp.sed" > "$rt/$(basename "$h")"
    else
      sed -f "$here/csmith-device.sed" "$h" > "$rt/$(basename "$h")"
    fi
  done
fi
results=$work/results.txt
: > "$results"
n=0 match=0 skipped=0
seed=$first
last=$((first + count - 1))
while [ "$seed" -le "$last" ]; do
  d=$work/s$seed
  rm -rf "$d"; mkdir -p "$d"
  if [ "$mode" = host ]; then
    src=$d/p.c
    # (in the seed's directory: csmith writes platform.info where it runs)
    (cd "$d" && timeout "$gen_timeout" "$CSMITH" --seed "$seed" ${CSMITH_ARGS:-} -o p.c >/dev/null 2>&1)
    gcc -O0 -w -I"$inc" "$src" -o "$d/ref" 2>"$d/ref.err"
  else
    # --no-jumps: a goto backwards in device code is unsupported by design (DESIGN §2);
    # --no-packed-struct: csmith takes the address of packed members (`uint16_t *p = &s.f1`);
    # a store through it is misaligned on a GPU (nvcc's code faults, and so does cudak), while
    # the g++ reference runs: not a difference to count. (The packed members themselves are
    # read byte by byte as nvcc does: with packed structs, seeds 1..40 match 37 of 38, the
    # other one such a store.)
    (cd "$d" && timeout "$gen_timeout" "$CSMITH" --lang-cpp --no-jumps --no-packed-struct --seed "$seed" ${CSMITH_ARGS:-} \
      -o p.cpp >/dev/null 2>&1)
    # csmith's C++ writes `(e, NULL)` where a null pointer is meant, which C++ rejects unless
    # NULL is nullptr (C's ((void *) 0) has a pointer type): the same source for g++ and cudak
    sed -i 's|^#include "csmith.h"$|#include "csmith.h"\n#undef NULL\n#define NULL nullptr|' "$d/p.cpp"
    g++ -O0 -w -I"$inc" -x c++ "$d/p.cpp" -o "$d/ref" 2>"$d/ref.err"
    src=$d/p.cu
    sh "$here/csmith-kernel.sh" "$mode" < "$d/p.cpp" > "$src"
  fi
  seed_now=$seed
  seed=$((seed + 1))
  if [ ! -s "$d/p.c" ] && [ ! -s "$d/p.cpp" ]; then
    echo "seed $seed_now: skipped (csmith did not finish in ${gen_timeout}s)" >> "$results"
    skipped=$((skipped + 1))
    rm -rf "$d"
    continue
  fi
  if [ ! -x "$d/ref" ]; then
    # csmith's C++ is not always C++ (a pointer compared with NULL through a comma)
    echo "seed $seed_now: skipped (the reference compiler rejects it: $(grep -m1 error "$d/ref.err"))" >> "$results"
    skipped=$((skipped + 1))
    rm -rf "$d"
    continue
  fi
  if ! timeout "$gcc_timeout" "$d/ref" > "$d/ref.out" 2>/dev/null; then
    echo "seed $seed_now: skipped (the reference does not finish in ${gcc_timeout}s)" >> "$results"
    skipped=$((skipped + 1))
    rm -rf "$d"
    continue
  fi
  if [ "$mode" = warp ]; then
    # every lane prints the checksum of its own copy of the computation
    c=$(cat "$d/ref.out"); : > "$d/ref.out"
    i=0; while [ $i -lt 32 ]; do echo "$c" >> "$d/ref.out"; i=$((i + 1)); done
  fi
  n=$((n + 1))
  verdict=
  if ! (cd "$d" && "$cudak" -w -I"$rt" -I"$inc" "$(basename "$src")" -o ck > ck.build 2>&1); then
    verdict="build failed: $(grep -m1 -E 'error' "$d/ck.build")"
  else
    timeout "$ck_timeout" "$d/ck" > "$d/ck.out" 2> "$d/ck.err"
    rc=$?
    if [ $rc -eq 124 ]; then
      verdict="timeout (${ck_timeout}s)"
    elif ! cmp -s "$d/ref.out" "$d/ck.out"; then
      verdict="checksum $(head -c 60 "$d/ck.out" | head -1) instead of $(head -1 "$d/ref.out")"
    elif [ $rc -ne 0 ]; then
      verdict="exit status $rc: $(grep -m1 -E 'error|warning' "$d/ck.err")"
    fi
  fi
  if [ -z "$verdict" ]; then
    match=$((match + 1))
    echo "seed $seed_now: match" >> "$results"
    rm -rf "$d"
  else
    echo "seed $seed_now: MISMATCH: $verdict" >> "$results"
    rm -rf "$work/fail/s$seed_now"; mv "$d" "$work/fail/s$seed_now"
    echo "seed $seed_now: MISMATCH: $verdict" >&2
  fi
done
if [ $n -gt 0 ]; then
  rate=$(awk "BEGIN { printf \"%.1f\", 100 * $match / $n }")
else
  rate=0
fi
ref=gcc; [ "$mode" = host ] || ref=g++
echo "csmith $mode: $match of $n programs match $ref -O0 ($rate %), seeds $first..$last, $skipped skipped (csmith or $ref did not finish, or $ref rejected the program); details in $results"
[ $n -gt 0 ] && [ $match -eq $n ]
