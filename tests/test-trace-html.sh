#!/bin/sh
# tests/test-trace-html.sh — --trace-html (issue 26) in a real browser: headless Chromium loads the
# visual trace of listing 5.5 (figure 5.2) and of a race report; the DOM after the page's script
# ran must show the step count, step 3's active mask and token stack, and the race among the
# findings. A screenshot of each page is kept in tests/artifacts/ of the build tree.
# Skipped with a reason when no Chromium is installed (./quickstart --test installs it).
# SPDX-License-Identifier: MIT
: "${top_srcdir:?run me through make check}" "${CUDAK:?}"
CHROMIUM=${CHROMIUM:-}
if test -z "$CHROMIUM"; then
  for c in chromium chromium-browser google-chrome; do
    CHROMIUM=$(command -v $c 2>/dev/null) && break
  done
fi
if test -z "$CHROMIUM"; then
  echo "1..0 # SKIP no Chromium (Debian: apt-get install chromium; ./quickstart --test installs it)"
  exit 0
fi
echo "1..6"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/trace-html.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT HUP INT TERM
mkdir -p tests/artifacts
n=0
check () {
  n=$((n + 1))
  if grep -q -- "$2" "$3"; then
    echo "ok $n - $1"
  else
    echo "not ok $n - $1"
    echo "# expected '$2' in $3:"
    grep -o 'id="[a-z-]*">[^<]*<' "$3" | sed 's/^/#   /' | head -20
  fi
}
# The DOM of [page] at [step] after its script ran, and a screenshot of it.
browse () {
  timeout 120 "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$tmp/profile" --virtual-time-budget=3000 --dump-dom \
    "file://$1#step=$2" > "$3" 2> "$tmp/chromium.log"
  timeout 120 "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$tmp/profile" --virtual-time-budget=3000 --window-size=1400,900 \
    --screenshot="$4" "file://$1#step=$2" >> "$tmp/chromium.log" 2>&1
}

(cd "$top_srcdir/corpus/simt" && "$CUDAK" --trace-html="$tmp/fig52.html" --warp-size=2 \
   listing-5-5-thesis.cu -o "$tmp/fig52") || exit 99
"$tmp/fig52" > /dev/null 2>&1 || exit 99
browse "$tmp/fig52.html" 3 "$tmp/fig52.dom" "tests/artifacts/trace-html-figure-5-2.png"
check "the page of listing 5.5 has its 11 warp steps" 'id="nsteps">11<' "$tmp/fig52.dom"
check "step 3 (the multiplication at 7) has active mask 10, as figure 5.2" \
  'id="cur-active">10<' "$tmp/fig52.dom"
check "step 3's token stack is (diverge, 01, 4) on (sync, 11, 10)" \
  '(diverge, 01, 4)</span><br><span class="tok sync">(sync, 11, 10)' "$tmp/fig52.dom"
check "a loaded page marks itself ready (its script ran to the end)" 'data-ready="1"' "$tmp/fig52.dom"

(cd "$top_srcdir/corpus/checker" && "$CUDAK" --trace-html="$tmp/race.html" race-shared-raw.cu \
   -o "$tmp/race") || exit 99
"$tmp/race" > /dev/null 2>&1
browse "$tmp/race.html" 0 "$tmp/race.dom" "tests/artifacts/trace-html-race.png"
check "the race report's page lists the race among its findings" 'error: data race on shared memory' "$tmp/race.dom"
if test -s tests/artifacts/trace-html-figure-5-2.png && test -s tests/artifacts/trace-html-race.png; then
  echo "ok 6 - screenshots kept in tests/artifacts/"
else
  echo "not ok 6 - screenshots kept in tests/artifacts/"
  sed 's/^/# /' "$tmp/chromium.log" | tail -5
fi
