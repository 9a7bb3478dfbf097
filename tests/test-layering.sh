#!/bin/sh
# tests/test-layering.sh — the layers of HACKING §1: semantics/ includes nothing of checker/,
# interp/ or frontend/ (directly or through other headers), only base/ and itself; no include or
# call cycle spans two folders (issue 21).
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"

# offenders ROOT: prints `file: includes interp/x.h (through a.h)` for every file under
# ROOT/semantics that reaches a checker/, interp/ or frontend/ header, through "..." or <...>
# includes resolved against ROOT (the -I$(top_srcdir) of Makefile.am) and the including file's
# own directory.
offenders () (
  cd "$1" || exit 99
  test -d semantics || exit 0
  find semantics -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) | LC_ALL=C sort |
  while read -r f; do
    seen=" $f "
    queue="$f"
    while test -n "$queue"; do
      set -- $queue
      cur=$1; shift; queue="$*"
      dir=$(dirname "$cur")
      for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]\([^>"]*\)[>"].*/\1/p' "$cur"); do
        for cand in "$dir/$inc" "$inc"; do
          # normalise a/b/../c
          cand=$(echo "$cand" | sed -e 's|^\./||' -e ':a' -e 's|[^/]*/\.\./||' -e 'ta')
          test -f "$cand" || continue
          bad=
          case $cand in
            checker/*|interp/*|frontend/*) bad=1 ;;
          esac
          if test -n "$bad"; then
            if test "$cur" = "$f"; then
              echo "$f: includes $cand"
            else
              echo "$f: includes $cand (through $cur)"
            fi
          else
            case $seen in *" $cand "*) ;; *) seen="$seen$cand "; queue="$queue $cand" ;; esac
          fi
          break
        done
        case $inc in
          checker/*|*/checker/*|interp/*|*/interp/*|frontend/*|*/frontend/*)
            test -f "$inc" || echo "$f: includes $inc (not found, but a checker, interp or frontend header by name)" ;;
        esac
      done
    done
  done
)

# include_edges ROOT: `A B` for each top-level folder A with a source file that includes a
# header of folder B (A != B).
include_edges () (
  cd "$1" || exit 99
  for d in */; do
    d=${d%/}
    find "$d" -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) 2>/dev/null |
    while read -r f; do
      sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z][a-z0-9_-]*\)\/.*/\1/p' "$f" |
      while read -r to; do
        test "$to" != "$d" && test -d "$to" && echo "$d $to"
      done
    done
  done | LC_ALL=C sort -u
)

# cycle EDGES: prints the folders of a cycle of the graph (one `A B` edge per line), or nothing.
cycle () {
  printf '%s\n' "$1" | tsort 2>&1 >/dev/null | sed -n 's/^tsort: //p' | grep -v 'loop' | tr '\n' ' '
}

# call_edges LIB: `A B` for each folder A with an object of LIB that calls or reads a symbol
# defined by an object of folder B (basenames are unique across the tree, HACKING §1).
call_edges () {
  nm -A "$1" 2>/dev/null | awk '
    { n = split($1, a, ":"); obj = a[n - 1]; sym = $NF; t = $(NF - 1) }
    t ~ /^[TDBRC]$/ { def[sym] = obj }
    t == "U" { use[obj SUBSEP sym] = 1 }
    END { for (k in use) { split(k, b, SUBSEP); if (b[2] in def) print b[1], def[b[2]] } }' |
  LC_ALL=C sort -u | while read -r a b; do
    fa=$(find "$top_srcdir/base" "$top_srcdir/frontend" "$top_srcdir/interp" "$top_srcdir/semantics" "$top_srcdir/checker" \
         -name "${a%.o}.c" 2>/dev/null | head -1)
    fb=$(find "$top_srcdir/base" "$top_srcdir/frontend" "$top_srcdir/interp" "$top_srcdir/semantics" "$top_srcdir/checker" \
         -name "${b%.o}.c" 2>/dev/null | head -1)
    test -n "$fa" && test -n "$fb" || continue
    fa=${fa#"$top_srcdir"/}; fb=${fb#"$top_srcdir"/}
    test "${fa%%/*}" != "${fb%%/*}" && echo "${fa%%/*} ${fb%%/*} ${fa} ${fb}"
  done
}

echo "1..7"

# The checks must be able to fail: a tree with direct and indirect violations.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/layering.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/semantics/memory" "$tmp/checker" "$tmp/interp" "$tmp/frontend" "$tmp/base"
echo '/* x */' > "$tmp/checker/race.h"
echo '/* x */' > "$tmp/interp/lower.h"
echo '/* x */' > "$tmp/frontend/ast.h"
echo '/* x */' > "$tmp/base/srcloc.h"
echo '/* x */' > "$tmp/frontend/parse.h"
printf '#include "semantics/ok.h"\n#include <stdio.h>\n#include "base/srcloc.h"\n' > "$tmp/semantics/clean.c"
echo '#include "checker/race.h"' > "$tmp/semantics/direct.c"
echo '#include "../indirect.h"' > "$tmp/semantics/memory/via.c"
echo '#  include "checker/race.h"' > "$tmp/semantics/indirect.h"
echo '#include "interp/lower.h"' > "$tmp/semantics/up.c"
echo '#include "frontend/parse.h"' > "$tmp/semantics/parser.c"
echo '#include "frontend/ast.h"' > "$tmp/semantics/ast-user.c"
echo '/* fine */' > "$tmp/semantics/ok.h"
out=$(offenders "$tmp")
if echo "$out" | grep -q '^semantics/direct.c: includes checker/race.h$' &&
   echo "$out" | grep -q '^semantics/up.c: includes interp/lower.h$' &&
   echo "$out" | grep -q '^semantics/parser.c: includes frontend/parse.h$' &&
   echo "$out" | grep -q '^semantics/ast-user.c: includes frontend/ast.h$'; then
  echo "ok 1 - a direct include of a checker, interp or frontend header is caught"
else
  echo "not ok 1 - a direct include of a checker, interp or frontend header is caught"
  echo "$out" | sed 's/^/# /'
fi
if echo "$out" | grep -q '^semantics/memory/via.c: includes checker/race.h (through semantics/indirect.h)$' &&
   ! echo "$out" | grep -q 'clean.c'; then
  echo "ok 2 - an include through another header is caught, a clean file is not"
else
  echo "not ok 2 - an include through another header is caught, a clean file is not"
  echo "$out" | sed 's/^/# /'
fi
echo '#include "semantics/ok.h"' > "$tmp/frontend/back.h"
c=$(cycle "$(include_edges "$tmp")")
if test -n "$c"; then
  echo "ok 3 - an include cycle across folders is caught ($c)"
else
  echo "not ok 3 - an include cycle across folders is caught"
  include_edges "$tmp" | sed 's/^/# /'
fi

out=$(offenders "$top_srcdir")
n=$(find "$top_srcdir/semantics" -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) 2>/dev/null | wc -l)
if test -z "$out"; then
  echo "ok 4 - no file under semantics/ includes a checker/, interp/ or frontend/ header ($n files)"
else
  echo "not ok 4 - no file under semantics/ includes a checker/, interp/ or frontend/ header ($n files)"
  echo "$out" | sed 's/^/# /'
  echo "# the semantics reports through observer callbacks only and reaches the runtime through"
  echo "# CkRun.builtins (DESIGN §4, STYLE.md §2, HACKING §1)"
fi

edges=$(include_edges "$top_srcdir")
c=$(cycle "$edges")
if test -z "$c"; then
  echo "ok 5 - no include cycle spans folders ($(echo "$edges" | tr '\n' ',' | sed 's/ /->/g; s/,$//'))"
else
  echo "not ok 5 - no include cycle spans folders: $c"
  echo "$edges" | sed 's/^/# /'
fi

lib=$top_builddir/libcudak.a
if test -f "$lib" && command -v nm >/dev/null 2>&1; then
  calls=$(call_edges "$lib")
  fedges=$(echo "$calls" | awk 'NF { print $1, $2 }' | LC_ALL=C sort -u)
  c=$(cycle "$fedges")
  if test -z "$c"; then
    echo "ok 6 - no call cycle spans folders in the link map of libcudak.a ($(echo "$fedges" | tr '\n' ',' | sed 's/ /->/g; s/,$//'))"
  else
    echo "not ok 6 - no call cycle spans folders in the link map of libcudak.a: $c"
    echo "$calls" | sed 's/^/# /'
  fi
  up=$(echo "$calls" | awk '($1 == "semantics" && ($2 == "interp" || $2 == "checker" || $2 == "frontend")) || ($1 == "base" && $2 != "base")')
  if test -z "$up"; then
    echo "ok 7 - no object of semantics/ calls into interp/, checker/ or frontend/, none of base/ out of it"
  else
    echo "not ok 7 - no object of semantics/ calls into interp/, checker/ or frontend/, none of base/ out of it"
    echo "$up" | sed 's/^/# /'
  fi
else
  echo "ok 6 # SKIP no libcudak.a or nm"
  echo "ok 7 # SKIP no libcudak.a or nm"
fi
