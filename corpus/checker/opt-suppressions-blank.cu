// --suppressions=FILE whose rules put a blank or a tab after the colon ("kind: ^data-race$"):
// the blanks are not part of the pattern, so the race and the leak are suppressed. Such rules
// used to match nothing.
// cudak-args: --suppressions=opt-suppressions-blank.supp
// data: opt-suppressions-blank.supp
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void shift(int *out)
{
  __shared__ int buf[32];
  buf[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}

int main(void)
{
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  shift<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[0] + h[31]);
  return 0;
}
// expect: 1
// expect-report: ^cudak: 0 errors, 0 warnings; \d+ suppressed \(seed 0\)$
