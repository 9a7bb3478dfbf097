#!/bin/sh
# tests/test-manual-trace.sh — the trace example of cudak(1) ("Seeing the SIMT model", issue 7) is
# what cudak prints: the rows between the trace-example markers of man/cudak.1 must appear, in
# order, in the --trace=warp output of corpus/simt/listing-5-5.cu.
# SPDX-License-Identifier: MIT
: "${top_srcdir:?run me through make check}" "${CUDAK:?}"
echo "1..1"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/manual-trace.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT HUP INT TERM
sed -n '/trace-example-begin/,/trace-example-end/p' "$top_srcdir/man/cudak.1" \
  | sed -e '1d' -e '$d' -e '/^\$ /d' -e 's/\\-/-/g' -e 's/\\e/\\/g' > "$tmp/want"
(cd "$top_srcdir/corpus/simt" && "$CUDAK" --trace=warp listing-5-5.cu -o "$tmp/a.out") || exit 99
"$tmp/a.out" 2> "$tmp/trace" > /dev/null
if [ -s "$tmp/want" ] && grep -F -x -f "$tmp/want" "$tmp/trace" > "$tmp/got" && cmp -s "$tmp/want" "$tmp/got"; then
  echo "ok 1 - the trace example of cudak(1) is cudak's output"
else
  echo "not ok 1 - the trace example of cudak(1) is cudak's output"
  diff "$tmp/want" "$tmp/trace" | sed 's/^/# /'
fi
