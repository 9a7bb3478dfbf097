#!/bin/sh
# tests/test-manual-trace.sh — the trace examples of cudak(1) (issue 7) are what cudak prints: the
# rows between the trace-example markers of man/cudak.1 ("Seeing the SIMT model") must appear, in
# order, in the --trace=warp output of corpus/simt/listing-5-5.cu; the lines between the
# sched-example markers (--trace) must appear, one after the other, in the --trace=sched output
# of corpus/trace/sched-rr.cu.
# SPDX-License-Identifier: MIT
: "${top_srcdir:?run me through make check}" "${CUDAK:?}"
echo "1..2"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/manual-trace.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT HUP INT TERM

# The lines of the man page between the markers $1-begin and $1-end, as groff prints them.
example () {
  sed -n "/$1-begin/,/$1-end/p" "$top_srcdir/man/cudak.1" \
    | sed -e '1d' -e '$d' -e '/^\$ /d' -e 's/\\-/-/g' -e 's/\\e/\\/g'
}

example trace-example > "$tmp/want"
(cd "$top_srcdir/corpus/simt" && "$CUDAK" --trace=warp listing-5-5.cu -o "$tmp/a.out") || exit 99
"$tmp/a.out" 2> "$tmp/trace" > /dev/null
if [ -s "$tmp/want" ] && grep -F -x -f "$tmp/want" "$tmp/trace" > "$tmp/got" && cmp -s "$tmp/want" "$tmp/got"; then
  echo "ok 1 - the trace example of cudak(1) is cudak's output"
else
  echo "not ok 1 - the trace example of cudak(1) is cudak's output"
  diff "$tmp/want" "$tmp/trace" | sed 's/^/# /'
fi

# The scheduler's lines repeat, so the example must be a run of consecutive lines of the trace.
example sched-example > "$tmp/want-sched"
(cd "$top_srcdir/corpus/trace" && "$CUDAK" --trace=sched sched-rr.cu -o "$tmp/b.out") || exit 99
"$tmp/b.out" 2> "$tmp/sched" > /dev/null
if [ -s "$tmp/want-sched" ] && awk '
    NR == FNR { want[++n] = $0; next }
    { got[++m] = $0 }
    END {
      for (s = 0; s + n <= m; s++) {
        for (i = 1; i <= n && got[s + i] == want[i]; i++)
          ;
        if (i > n)
          exit 0
      }
      exit 1
    }' "$tmp/want-sched" "$tmp/sched"; then
  echo "ok 2 - the scheduler example of cudak(1) is cudak's output"
else
  echo "not ok 2 - the scheduler example of cudak(1) is cudak's output"
  diff "$tmp/want-sched" "$tmp/sched" | sed 's/^/# /'
fi
