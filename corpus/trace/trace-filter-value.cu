// corpus/trace/trace-filter-value.cu: a --trace filter whose value is not a number (grid=first;
// atoi read it as 0 once, tracing the first grid when the user meant something else) is an error
// when the options are read; cudak exits with status 2 and builds nothing.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void noop(void)
{
}

int main(void)
{
  noop<<<1, 4>>>();
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
// cudak-args: --trace=sched:grid=first
// expect-build-fail
// expect-stderr: cudak: error: invalid value 'first' of trace filter 'grid' in '--trace=sched:grid=first' (a number from 0 to 2147483647)
