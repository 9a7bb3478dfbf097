# tests/simt.mk: the differential test of [H §6.4] over corpus/simt (tests/differential.test).
TESTS += tests/differential.test
EXTRA_DIST += tests/differential.test
tests/differential.log: cudak$(EXEEXT)
# Issue 10: the race-free corpus prints the same under --simt=its (tests/its-sweep.test).
TESTS += tests/its-sweep.test
EXTRA_DIST += tests/its-sweep.test
tests/its-sweep.log: cudak$(EXEEXT)
