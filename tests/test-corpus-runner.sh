#!/bin/sh
# tests/test-corpus-runner.sh: the corpus runner's own tests, independent of the interpreter.
# It runs tests/corpus-runner with a fake cudak (tests/fixtures/fake-cudak) over the fixtures in
# tests/fixtures/runner/, whose names give the verdict each must get: pass-* ok, fail-* not ok,
# todo-* not ok # TODO (an expected failure), xpass-* ok # TODO (an unexpected pass); then checks
# what the failure diagnostics say, the nvcc checks (fake nvcc), the exit status and usage errors.
# SPDX-License-Identifier: MIT
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${CORPUS_RUNNER:=$top_builddir/tests/corpus-runner}"
cd "$top_srcdir" || exit 99
fixtures=tests/fixtures
fake_cudak="sh $top_srcdir/$fixtures/fake-cudak"
fake_nvcc="sh $top_srcdir/$fixtures/fake-nvcc"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/test-corpus-runner.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

n=0
check () { # check OK|NOTOK DESCRIPTION: prints one TAP line
  n=$((n + 1))
  if test "$1" = OK; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}
# shows the lines of the runner's output that concern fixture $1, as TAP diagnostics
show () { sed -n "\\|[0-9] - $1|,/^\\(not \\)\\{0,1\\}ok /p" "$2" | sed 's/^/# | /'; }

"$CORPUS_RUNNER" --cudak "$fake_cudak" $fixtures/runner > "$tmp/out" 2> "$tmp/err"
rc=$?
"$CORPUS_RUNNER" --cudak "$fake_cudak" --nvcc "$fake_nvcc" $fixtures/nvcc > "$tmp/nvcc" 2>&1
nvcc_rc=$?
"$CORPUS_RUNNER" --cudak "$fake_cudak" $fixtures/runner/pass-*.cu > "$tmp/pass" 2>&1
pass_rc=$?

fixtures_list=$(cd $fixtures/runner && ls *.cu | LC_ALL=C sort)
n_fixtures=$(echo "$fixtures_list" | wc -l)

# One verdict per fixture.
for f in $fixtures_list; do
  path=$fixtures/runner/$f
  case $f in
    pass-*)  re="^ok [0-9]* - $path\$" ;;
    fail-*)  re="^not ok [0-9]* - $path\$" ;;
    todo-*)  re="^not ok [0-9]* - $path # TODO " ;;
    xpass-*) re="^ok [0-9]* - $path # TODO " ;;
    *)       re="^nothing matches this" ;;
  esac
  if grep -q "$re" "$tmp/out"; then
    check OK "$f gets its verdict"
  else
    check NOTOK "$f gets its verdict"
    show "$path" "$tmp/out"
  fi
done

# The plan, the order and the summary.
first=$(sed -n 1p "$tmp/out")
check "$(test "$first" = "1..$n_fixtures" && echo OK)" "the plan comes first and counts the fixtures ($first)"
order=$(sed -n 's/^\(not \)\{0,1\}ok [0-9]* - [^ ]*\/\([^/ ]*\.cu\).*/\2/p' "$tmp/out")
check "$(test "$order" = "$fixtures_list" && echo OK)" "programs are checked in sorted order"
check "$(test $rc -eq 1 && test $pass_rc -eq 0 && echo OK)" \
  "the runner exits 1 with failures ($rc) and 0 without ($pass_rc)"
check "$(test ! -s "$tmp/err" && echo OK)" "nothing on stderr"

# What a failure says (a reader must see why without rerunning anything).
has () { # has FIXTURE TEXT: the diagnostics of FIXTURE contain the fixed string TEXT
  show "$fixtures/runner/$1" "$tmp/out" | grep -qF -- "$2"
}
verdict () { # verdict FIXTURE TEXT...: one TAP line for "FIXTURE says all of TEXT..."
  f=$1; shift; ok=OK
  for t; do has "$f" "$t" || ok=; done
  check "$ok" "$f explains why it failed"
  test -n "$ok" || show "$fixtures/runner/$f" "$tmp/out"
}
verdict fail-stdout.cu '#   --- expected stdout' '#   @@ -1,3 +1,3 @@' '#    one' '#   -two' '#   +TWO'
verdict fail-trailing-blank.cu "-INPUT:  29 \$" "+INPUT:  29" "a '\$' marks the end"
verdict fail-no-newline.cu 'does not end with a newline'
verdict fail-exit.cu 'a.out exited with status 1, expected 0'
verdict fail-missing-report.cu 'missing report (in order): error: barrier divergence'
verdict fail-unexpected-report.cu 'unexpected report: fail-unexpected-report.cu:4:2: error: out of bounds read'
verdict fail-build.cu 'cudak failed with exit status 1' 'error: unsupported: goto into a loop'
verdict fail-build-succeeds.cu 'cudak succeeded but the program is marked expect-build-fail'
verdict fail-crash.cu 'killed by signal 11'
verdict fail-timeout.cu 'a.out timed out after 1 s'
verdict fail-bad-directive.cu "unknown expectation 'expect-exitt'"
verdict fail-bad-pattern.cu 'bad expect-report pattern'
verdict xpass-xfail.cu "unexpected pass: remove the 'xfail' line"

# nvcc: one more TAP line per program cudak must build, and per `// nvcc: fail` program.
nv=$fixtures/nvcc
expect_nvcc="1..9
ok 1 - $nv/fail-accepted.cu
not ok 2 - nvcc $nv/fail-accepted.cu
ok 3 - $nv/fail-rejected.cu
not ok 4 - nvcc $nv/fail-rejected.cu
ok 5 - $nv/pass-accepted.cu
ok 6 - nvcc $nv/pass-accepted.cu
ok 7 - $nv/pass-build-fail-ignored.cu
ok 8 - $nv/pass-rejected.cu
ok 9 - nvcc $nv/pass-rejected.cu"
got=$(grep -v '^#' "$tmp/nvcc")
check "$(test "$got" = "$expect_nvcc" && test $nvcc_rc -eq 1 && echo OK)" \
  "nvcc checks: accepted, rejected, skipped for expect-build-fail"
test "$got" = "$expect_nvcc" || sed 's/^/# | /' "$tmp/nvcc"
grep -q "nvcc accepted a program marked 'nvcc: fail'" "$tmp/nvcc" &&
  grep -q "rejected by fake-nvcc" "$tmp/nvcc"
check "$(test $? -eq 0 && echo OK)" "nvcc failures are explained"

# Usage errors exit 2 and say why.
"$CORPUS_RUNNER" > /dev/null 2> "$tmp/usage"
u1=$?
"$CORPUS_RUNNER" --cudak "$fake_cudak" $fixtures/no-such-dir > /dev/null 2> "$tmp/usage2"
u2=$?
check "$(test $u1 -eq 2 && test $u2 -eq 2 && grep -q usage "$tmp/usage" &&
         grep -q 'no such file' "$tmp/usage2" && echo OK)" "usage errors exit 2 ($u1, $u2)"

echo "1..$n"
