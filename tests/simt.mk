# tests/simt.mk: the differential test of [H §6.4] over corpus/simt (tests/differential.test).
TESTS += tests/differential.test
EXTRA_DIST += tests/differential.test
tests/differential.log: cudak$(EXEEXT)
