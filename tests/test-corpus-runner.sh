#!/bin/sh
# tests/test-corpus-runner.sh: the corpus runner's own tests, independent of the interpreter.
# It runs tests/corpus-runner with a fake cudak (tests/fixtures/fake-cudak) over the fixtures in
# tests/fixtures/runner/, whose names give the verdict each must get: pass-* ok, fail-* not ok,
# todo-* not ok # TODO (an expected failure), xpass-* ok # TODO (an unexpected pass); then checks
# what the failure diagnostics say, the nvcc checks and their cache (fake nvcc), the exit status
# and usage errors.
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
verdict fail-stray-stderr.cu 'unexpected stderr: (process:1): GLib-CRITICAL'
verdict fail-stray-stderr-report.cu 'unexpected stderr: cudak: internal error: no warp'
verdict fail-unexpected-cudak-error.cu 'unexpected report: cudak: error: out of memory'
verdict fail-syntax-only-main.cu 'syntax-only on a program with a main()'
verdict fail-no-newline-stderr.cu 'stderr does not end with a newline'
verdict xpass-xfail.cu "unexpected pass: remove the 'xfail' line"

# nvcc: one more TAP line per program cudak must build, and per `// nvcc: fail` program.
nv=$fixtures/nvcc
expect_nvcc="1..13
ok 1 - $nv/fail-accepted.cu
not ok 2 - nvcc $nv/fail-accepted.cu
not ok 3 - $nv/fail-no-message.cu
not ok 4 - nvcc $nv/fail-no-message.cu
ok 5 - $nv/fail-rejected.cu
not ok 6 - nvcc $nv/fail-rejected.cu
ok 7 - $nv/fail-wrong-message.cu
not ok 8 - nvcc $nv/fail-wrong-message.cu
ok 9 - $nv/pass-accepted.cu
ok 10 - nvcc $nv/pass-accepted.cu
ok 11 - $nv/pass-build-fail-ignored.cu
ok 12 - $nv/pass-rejected.cu
ok 13 - nvcc $nv/pass-rejected.cu"
got=$(grep -v '^#' "$tmp/nvcc")
check "$(test "$got" = "$expect_nvcc" && test $nvcc_rc -eq 1 && echo OK)" \
  "nvcc checks: accepted, rejected with the message named, skipped for expect-build-fail"
test "$got" = "$expect_nvcc" || sed 's/^/# | /' "$tmp/nvcc"
grep -q "nvcc accepted a program marked 'nvcc: fail'" "$tmp/nvcc" &&
  grep -q "rejected by fake-nvcc" "$tmp/nvcc" &&
  grep -q "printed no line matching 'error: expected a \";\"'" "$tmp/nvcc" &&
  grep -q "'nvcc: fail' must name nvcc's message" "$tmp/nvcc"
check "$(test $? -eq 0 && echo OK)" "nvcc failures are explained"

# The nvcc cache: a result is reused while the program, the headers it includes, its arguments
# and the tools' versions are the same; a later cache directory fills the earlier ones.
mkdir -p "$tmp/cache-src"
printf '#include "inc.h"\n// expect: x\n' > "$tmp/cache-src/a.cu"
printf '#define N 1\n' > "$tmp/cache-src/inc.h"
printf '// nvcc: fail: rejected by fake-nvcc\n//@nvcc-reject\n' > "$tmp/cache-src/b.cu"
printf '// nvcc must accept it: a failed check is never cached\n//@nvcc-reject\n' \
  > "$tmp/cache-src/c.cu"
cache_run () { # cache_run LABEL: runs the nvcc checks; prints how many files fake-nvcc compiled
  rm -f "$tmp/nvcc.log"
  FAKE_NVCC_LOG=$tmp/nvcc.log "$CORPUS_RUNNER" --skip-cudak --nvcc "$fake_nvcc" \
    --nvcc-cache "$tmp/c1" --nvcc-cache "$tmp/c2" "$tmp/cache-src" > "$tmp/cache-$1" 2>&1
  if test -f "$tmp/nvcc.log"; then sort "$tmp/nvcc.log" | tr '\n' ' '; fi
}
c_cold=$(cache_run cold)
c_warm=$(cache_run warm)
printf '#define N 2\n' > "$tmp/cache-src/inc.h"
c_header=$(cache_run header)
rm -rf "$tmp/c1"
c_shared=$(cache_run shared)
c_refill=$(cache_run refill)
c_version=$(FAKE_NVCC_VERSION=2 cache_run version)
check "$(test "$c_cold" = "a.cu b.cu c.cu " && test "$c_warm" = "c.cu " &&
         test "$c_header" = "a.cu c.cu " && test "$c_shared" = "c.cu " &&
         test "$c_refill" = "c.cu " && test "$c_version" = "a.cu b.cu c.cu " &&
         grep -q '^# 2 nvcc results from the cache' "$tmp/cache-warm" &&
         grep -q '^not ok 3 - nvcc' "$tmp/cache-warm" && echo OK)" \
  "nvcc results are cached by content (compiled: cold '$c_cold', warm '$c_warm', header changed '$c_header', from the second directory '$c_shared', then '$c_refill', new version '$c_version')"

# Usage errors exit 2 and say why.
"$CORPUS_RUNNER" > /dev/null 2> "$tmp/usage"
u1=$?
"$CORPUS_RUNNER" --cudak "$fake_cudak" $fixtures/no-such-dir > /dev/null 2> "$tmp/usage2"
u2=$?
check "$(test $u1 -eq 2 && test $u2 -eq 2 && grep -q usage "$tmp/usage" &&
         grep -q 'no such file' "$tmp/usage2" && echo OK)" "usage errors exit 2 ($u1, $u2)"

echo "1..$n"
