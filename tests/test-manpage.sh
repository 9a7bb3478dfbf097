#!/bin/sh
# tests/test-manpage.sh: man/cudak.1 renders without a single groff warning, and documents every
# long option that `cudak --help` lists.
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${CUDAK:=$top_builddir/cudak}"
page="$top_srcdir/man/cudak.1"
echo "1..2"

if test -z "${GROFF:-}" || test "$GROFF" = no; then
  GROFF=$(command -v groff 2>/dev/null) || GROFF=
fi
if test -z "$GROFF"; then
  echo "ok 1 # SKIP groff not found (Debian: apt-get install groff-base)"
else
  # -ww: all warnings; -z: no output, only diagnostics.
  out=$(LC_ALL=C.UTF-8 "$GROFF" -man -Tutf8 -ww -z "$page" 2>&1)
  if test -z "$out"; then
    echo "ok 1 - man/cudak.1 renders without warnings"
  else
    echo "not ok 1 - man/cudak.1 renders without warnings"
    echo "$out" | sed 's/^/# /'
  fi
fi

if ! test -x "$CUDAK"; then
  echo "ok 2 # SKIP $CUDAK not built"
else
  missing=
  for opt in $("$CUDAK" --help-all 2>/dev/null | sed -n 's/^ *\(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p'); do
    case $opt in --help*|--version) continue ;; esac
    # In the page an option is written \-\-name (escaped hyphens).
    esc=$(echo "$opt" | sed 's/-/\\\\-/g')
    grep -q -- "$esc" "$page" || missing="$missing $opt"
  done
  if test -z "$missing"; then
    echo "ok 2 - every option of cudak --help is in man/cudak.1"
  else
    echo "not ok 2 - every option of cudak --help is in man/cudak.1"
    echo "# undocumented:$missing"
  fi
fi
