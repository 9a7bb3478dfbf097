// corpus/trace/trace-filter-unknown.cu: a --trace filter key other than grid, block and warp
// (here lane=3, which cudak cannot filter by) is an error when the options are read, not a
// filter silently ignored that traces every warp; cudak exits with status 2 and builds nothing.
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
// cudak-args: --trace=warp:block=0,lane=3
// expect-build-fail
// expect-stderr: cudak: error: unknown trace filter 'lane' in '--trace=warp:block=0,lane=3' (grid, block or warp)
