// corpus/trace/trace-html-its.cu: the visual trace shows the stack model's masks and token stack,
// which independent thread scheduling does not have: --trace-html with --simt=its is refused
// when the options are read, naming both, rather than writing a page with no steps.
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
// cudak-args: --simt=its --trace-html=trace.html
// expect-build-fail
// expect-stderr: cudak: error: unsupported: --trace-html with --simt=its (the page shows the stack model's masks and token stack; use --simt=stack or an -arch below sm_70)
