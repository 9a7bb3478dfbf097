// corpus/cxx/template/include/multi-tu-b.cu: the second unit of multi-tu.cu; it instantiates
// the same twice<int> and double_all<int> as the first. On its own a library, checked with
// -fsyntax-only.
// SPDX-License-Identifier: MIT
// syntax-only
#include "multi-tu.h"

int other_unit(int x)
{
  int *d, h[2] = {x, x + 1};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  double_all<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return twice(h[0] + h[1]);
}
