#!/bin/sh
# tests/test-layering.sh — the semantics never includes the checker (STYLE.md §2, DESIGN §4):
# no file under semantics/ includes a checker/ header, directly or through other project headers.
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

# offenders ROOT: prints `file: includes checker/x.h (via a.h b.h)` for every file under
# ROOT/semantics that reaches a checker/ header through "..." or <...> includes resolved against
# ROOT (the -I$(top_srcdir) of Makefile.am) and the including file's own directory.
offenders () (
  cd "$1" || exit 99
  test -d semantics || exit 0
  find semantics -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) | LC_ALL=C sort |
  while read -r f; do
    seen=" $f "
    queue="$f"
    via=
    while test -n "$queue"; do
      set -- $queue
      cur=$1; shift; queue="$*"
      dir=$(dirname "$cur")
      for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]\([^>"]*\)[>"].*/\1/p' "$cur"); do
        for cand in "$dir/$inc" "$inc"; do
          # normalise a/b/../c
          cand=$(echo "$cand" | sed -e 's|^\./||' -e ':a' -e 's|[^/]*/\.\./||' -e 'ta')
          test -f "$cand" || continue
          case $cand in
            checker/*)
              if test "$cur" = "$f"; then
                echo "$f: includes $cand"
              else
                echo "$f: includes $cand (through $cur)"
              fi ;;
            *)
              case $seen in *" $cand "*) ;; *) seen="$seen$cand "; queue="$queue $cand" ;; esac ;;
          esac
          break
        done
        case $inc in
          checker/*|*/checker/*) test -f "$inc" || echo "$f: includes $inc (not found, but a checker header by name)" ;;
        esac
      done
    done
  done
)

echo "1..3"

# The check must be able to fail: a tree with a direct and an indirect violation.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/layering.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/semantics/memory" "$tmp/checker"
echo '/* x */' > "$tmp/checker/race.h"
printf '#include "semantics/ok.h"\n#include <stdio.h>\n' > "$tmp/semantics/clean.c"
echo '#include "checker/race.h"' > "$tmp/semantics/direct.c"
echo '#include "../indirect.h"' > "$tmp/semantics/memory/via.c"
echo '#  include "checker/race.h"' > "$tmp/semantics/indirect.h"
echo '/* fine */' > "$tmp/semantics/ok.h"
out=$(offenders "$tmp")
if echo "$out" | grep -q '^semantics/direct.c: includes checker/race.h$'; then
  echo "ok 1 - a direct include of a checker header is caught"
else
  echo "not ok 1 - a direct include of a checker header is caught"; echo "$out" | sed 's/^/# /'
fi
if echo "$out" | grep -q '^semantics/memory/via.c: includes checker/race.h (through semantics/indirect.h)$' &&
   ! echo "$out" | grep -q 'clean.c'; then
  echo "ok 2 - an include through another header is caught, a clean file is not"
else
  echo "not ok 2 - an include through another header is caught, a clean file is not"
  echo "$out" | sed 's/^/# /'
fi

out=$(offenders "$top_srcdir")
n=$(find "$top_srcdir/semantics" -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) 2>/dev/null | wc -l)
if test -z "$out"; then
  echo "ok 3 - no file under semantics/ includes a checker/ header ($n files)"
else
  echo "not ok 3 - no file under semantics/ includes a checker/ header ($n files)"
  echo "$out" | sed 's/^/# /'
  echo "# the semantics reports through observer callbacks only (DESIGN §4, STYLE.md §2)"
fi
