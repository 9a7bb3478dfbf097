# bench/local.mk — `make bench` (issue 8; not part of `make check`): bench/run.py runs every
# workload of bench/programs under cudak (all checks, no checks), gcc -O2 (bench/native) and, when
# installed, Oclgrind (bench/opencl), and writes bench/results.md and bench/results.csv.
# BENCH_RUNS=N (default 5) and BENCH_ONLY=name,... narrow a run (bench/README).
PYTHON3 = python3

bench: cudak$(EXEEXT)
	$(PYTHON3) $(top_srcdir)/bench/run.py --cudak ./cudak$(EXEEXT) --srcdir $(top_srcdir)/bench
.PHONY: bench

EXTRA_DIST += bench/local.mk bench/run.py bench/profile.sh bench/programs bench/native bench/opencl \
	bench/results.md bench/results.csv
