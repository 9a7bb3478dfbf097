// corpus/frontend/valid/include/static-per-unit-b.cu: the second unit of static-per-unit.cu; on its
// own a library, checked with -fsyntax-only
// SPDX-License-Identifier: MIT
// syntax-only
static int tag(void) { return 2; }
static __device__ int dtag(void) { return 7; }
static __device__ int counter = 2000;
static __global__ void bump(int *out)
{
  counter += dtag();
  *out = counter;
}

int other_unit(void)
{
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  bump<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return tag() * 1000 + h;
}
