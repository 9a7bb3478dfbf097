// Two units instantiate the same function templates (twice<int>, and the kernel
// double_all<int>): instances have vague linkage, as in C++, so the program links with one of
// each instead of "redefinition of 'twice<int>'" (issue 19).
// cudak-args: include/multi-tu-b.cu
// SPDX-License-Identifier: MIT
#include <cstdio>
#include "include/multi-tu.h"

int main()
{
  int *d, h[2] = {3, 4};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  double_all<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d %d %d %g\n", h[0], h[1], other_unit(5), twice(0.25));
  return 0;
}
// expect: 6 8 44 0.5
