#!/bin/sh
# tests/mutate.sh — `make mutate`: the suite's mutation score (issue 27). Applies each small
# deliberate fault of tests/mutations to the sources, one at a time, rebuilds what it touches,
# runs the tests related to it and reports the faults that no test caught. A fault is written as
#
#   fault ID: what breaks                   (one line; ID names it in the report)
#   file PATH                               (relative to the source tree)
#   find TEXT                               (occurs exactly once in PATH; \n is a newline)
#   replace TEXT                            (what it becomes)
#   unit NAME...                            (tests/test-NAME binaries to run)
#   corpus PATH...                          (corpus programs or folders, globs allowed)
#
# separated by blank lines; `#` starts a comment line.
# Usage: tests/mutate.sh [--check] [ID-GLOB...]   (--check: only that every fault still applies)
# Every file is restored after its fault (also on an interrupt) and the tree rebuilt at the end.
# Exit status: 0 when every fault was caught, 1 when some were not, 2 when a fault is stale (its
# text is not found exactly once, or the mutant does not compile): the list must follow the code.
# Needs perl (Debian's perl-base, always installed) for the literal replacement.
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MAKE:=make}" "${EXEEXT:=}"
list=$top_srcdir/tests/mutations
cd "$top_builddir" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mutate.XXXXXX") || exit 2
backup= target=
restore () {
  if test -n "$backup"; then
    cp "$backup" "$target"
    backup=
  fi
}
trap 'restore; rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT TERM

check_only=
if test "${1:-}" = --check; then
  check_only=1
  shift
fi
n=0 caught=0 uncaught= stale=
start=$(date +%s)

# run_fault: applies the fault read into id/file/find/replace/units/corpus, tests, restores.
run_fault () {
  test -n "$id" || return 0
  if test $# -gt 0; then
    match=
    for g; do
      # shellcheck disable=SC2254 # the arguments are globs
      case $id in $g) match=1 ;; esac
    done
    test -n "$match" || return 0
  fi
  n=$((n + 1))
  target=$top_srcdir/$file
  cp "$target" "$tmp/orig" || { stale="$stale $id"; return 0; }
  count=$(FIND=$find perl -0777 -ne '$f = $ENV{FIND}; $f =~ s/\\n/\n/g;
    print scalar (() = /\Q$f\E/g)' "$target")
  if test "$count" != 1; then
    echo "STALE  $id: the text of 'find' occurs $count times in $file"
    stale="$stale $id"
    return 0
  fi
  if test -n "$check_only"; then
    caught=$((caught + 1))
    return 0
  fi
  backup=$tmp/orig
  FIND=$find REPLACE=$replace perl -0777 -pi -e '$f = $ENV{FIND}; $r = $ENV{REPLACE};
    s/\\n/\n/g for $f, $r; s/\Q$f\E/$r/' "$target"
  targets="cudak$EXEEXT"
  for u in $units; do targets="$targets tests/test-$u$EXEEXT"; done
  if ! $MAKE -s $targets tests/corpus-runner$EXEEXT </dev/null >"$tmp/build.log" 2>&1; then
    echo "STALE  $id: the mutant does not compile"
    sed -n '1,5s/^/         /p' "$tmp/build.log"
    stale="$stale $id"
    restore
    return 0
  fi
  why=
  for u in $units; do
    if ! timeout 300 "tests/test-$u" </dev/null >"$tmp/unit.log" 2>&1 ||
       grep -q '^not ok' "$tmp/unit.log"; then
      why="$why tests/test-$u"
    fi
  done
  if test -n "$corpus"; then
    # shellcheck disable=SC2086 # globs and words
    progs=$(cd "$top_srcdir" && ls -d $corpus 2>/dev/null)
    if test -n "$progs"; then
      # shellcheck disable=SC2086
      if ! (cd "$top_srcdir" && "$top_builddir/tests/corpus-runner" --cudak "$top_builddir/cudak" \
              $progs) </dev/null >"$tmp/corpus.log" 2>&1; then
        why="$why corpus ($(grep -c '^not ok' "$tmp/corpus.log") failed)"
      fi
    fi
  fi
  restore
  if test -n "$why"; then
    caught=$((caught + 1))
    echo "caught $id:$why"
  else
    uncaught="$uncaught $id"
    echo "MISSED $id: $what (no test failed: $units${corpus:+ $corpus})"
  fi
}

id=
while IFS= read -r line || test -n "$line"; do
  case $line in
    "#"*) continue ;;
    "fault "*)
      run_fault "$@"
      id=${line#fault }; what=${id#*: }; id=${id%%:*}
      file= find= replace= units= corpus= ;;
    "file "*) file=${line#file } ;;
    "find "*) find=${line#find } ;;
    "replace "*) replace=${line#replace } ;;
    "unit "*) units=${line#unit } ;;
    "corpus "*) corpus=${line#corpus } ;;
    "") ;;
    *) echo "mutate: $list: cannot read: $line" >&2; exit 2 ;;
  esac
done < "$list"
run_fault "$@"

if test -n "$check_only"; then
  echo "mutate: $n faults, $caught apply${stale:+, stale:$stale}"
  test -z "$stale"
  exit
fi
echo "rebuilding the unmutated tree"
$MAKE -s </dev/null >/dev/null 2>&1
end=$(date +%s)
n_missed=0
for u in $uncaught; do n_missed=$((n_missed + 1)); done
n_stale=0
for u in $stale; do n_stale=$((n_stale + 1)); done
echo "mutate: $n faults, $caught caught, $n_missed not caught, $n_stale stale ($((end - start)) s)"
test -z "$uncaught" || echo "mutate: not caught:$uncaught"
test -z "$stale" || { echo "mutate: stale:$stale"; exit 2; }
test -z "$uncaught"
