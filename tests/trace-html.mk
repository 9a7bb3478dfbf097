# tests/trace-html.mk — the visual trace of --trace-html in headless Chromium (issue 26).
TESTS += tests/test-trace-html.sh
EXTRA_DIST += tests/test-trace-html.sh
tests/test-trace-html.log: cudak$(EXEEXT)
CLEANFILES += tests/artifacts/trace-html-figure-5-2.png tests/artifacts/trace-html-race.png
