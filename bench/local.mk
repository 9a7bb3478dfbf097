# bench/local.mk — `make bench` (not part of `make check`).
# Placeholder: the benchmarks (Figure 1 at 18 and 512 threads, vector add, reduction, matrix
# multiply, against gcc -O2 and Oclgrind) come with issue 8.
bench:
	@echo "make bench: no benchmarks yet; they come with issue 8 (see bench/README)"
.PHONY: bench
