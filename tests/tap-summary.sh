#!/bin/sh
# tests/tap-summary.sh — totals the TAP results of a `make check` run from automake's .trs files.
# Usage: tap-summary.sh FILE.trs...   (`make check-summary` passes every test of the suite)
# Prints one line `N passed, N failed, N skipped` and exits 1 when N failed > 0.
# Expected failures (TAP `not ok # TODO`) count as skipped: known, not verified, not a failure;
# an unexpected pass (`ok # TODO`), an ERROR (bad TAP, crash) and a test that left no .trs (it did
# not run) count as failed.
# SPDX-License-Identifier: MIT

missing=0 found=
for trs in "$@"; do
  if test -f "$trs"; then
    found="$found $trs"
  else
    missing=$((missing + 1))
    echo "tap-summary: no results for ${trs%.trs} (it did not run)" >&2
  fi
done
# shellcheck disable=SC2086 # $found is a list of file names without blanks (automake's)
awk -v missing="$missing" '
  /^:test-result: PASS/                 { p++ }
  /^:test-result: (FAIL|XPASS|ERROR)/   { f++ }
  /^:test-result: (SKIP|XFAIL)/         { s++ }
  END {
    f += missing
    printf "%d passed, %d failed, %d skipped\n", p, f, s
    exit (f > 0)
  }' $found /dev/null
