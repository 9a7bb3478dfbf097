#!/bin/sh
# tests/test-manpage.sh: man/cudak.1 renders without a single groff warning, and documents every
# long option that `cudak --help` lists, under its whole name.
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${CUDAK:=$top_builddir/cudak}"
page="$top_srcdir/man/cudak.1"
echo "1..3"

# documented OPTION PAGE: PAGE names OPTION as a whole word: `--trace` is not documented by a
# page that has only `--trace-file`. In the page an option is written \-\-name (escaped hyphens)
# inside font changes (\fB...\fR); both are undone before matching.
documented () {
  sed 's/\\f[BIRP]//g; s/\\f(CW//g; s/\\-/-/g' "$2" |
    grep -qE -- "(^|[^A-Za-z0-9-])$1([^A-Za-z0-9-]|\$)"
}

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
    documented "$opt" "$page" || missing="$missing $opt"
  done
  if test -z "$missing"; then
    echo "ok 2 - every option of cudak --help is in man/cudak.1"
  else
    echo "not ok 2 - every option of cudak --help is in man/cudak.1"
    echo "# undocumented:$missing"
  fi
fi

# The matching itself: whole names only.
tmp=$(mktemp "${TMPDIR:-/tmp}/test-manpage.XXXXXX") || exit 99
printf '.TP\n.B \\-\\-trace\\-file=\\fIFILE\\fR\nwrites the trace to FILE; see \\fB\\-\\-sched\\fR.\n' > "$tmp"
if ! documented --trace "$tmp" && documented --trace-file "$tmp" && documented --sched "$tmp" &&
   ! documented --sch "$tmp"; then
  echo "ok 3 - an option counts as documented only under its whole name"
else
  echo "not ok 3 - an option counts as documented only under its whole name"
  sed 's/^/# | /' "$tmp"
fi
rm -f "$tmp"
