#!/bin/sh
# corpus/simt/ref/mkexpect.sh: compute the expected stdout of corpus/simt programs independently
# of cudak: compile each with g++ against shim.h (sequential thread-level C++), run it, and print
# the output as `// expect:` lines.  With -w, replace the program's `// expect:` lines in place.
# Usage: corpus/simt/ref/mkexpect.sh [-w] corpus/simt/cf-foo.cu...
# SPDX-License-Identifier: MIT
here=$(cd "$(dirname "$0")" && pwd)
write=no
[ "$1" = -w ] && { write=yes; shift; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$@"; do
  sed -e '/^#include <cuda/d' \
      -e 's/\([A-Za-z_][A-Za-z0-9_]*\)<<<\(.*\)>>>(\(.*\));/CK_LAUNCH (\1 (\3), \2);/' \
      "$f" > "$tmp/ref.cc"
  if ! g++ -w -O0 -include "$here/shim.h" -o "$tmp/ref" "$tmp/ref.cc" -lm; then
    echo "$f: reference does not compile" >&2; status=1; continue
  fi
  (cd "$tmp" && ./ref) > "$tmp/out" || { echo "$f: reference exited with $?" >&2; status=1; }
  sed 's|^|// expect: |' "$tmp/out" > "$tmp/exp"
  if [ $write = yes ]; then
    grep -v '^// expect: ' "$f" > "$tmp/body"
    cat "$tmp/body" "$tmp/exp" > "$f"
  else
    cat "$tmp/exp"
  fi
done
exit $status
