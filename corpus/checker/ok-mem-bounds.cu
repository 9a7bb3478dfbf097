// Near miss for the bounds checks: every space accessed up to its last element and no further,
// with a bounds check in the kernel for a launch larger than the data, pointers one past the end
// computed but not dereferenced, and initialised local arrays.
#include <stdio.h>
#include <stdlib.h>
int table[5] = { 1, 1, 2, 3, 5 };
__global__ void scale(float *a, int n, float k) {
  __shared__ float tile[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int loc[4] = { 1, 2, 3, 4 };
  tile[threadIdx.x] = i < n ? a[i] : 0.0f;
  __syncthreads();
  if (i < n)
    a[i] = tile[threadIdx.x] * k + loc[threadIdx.x % 4] + tile[31 - threadIdx.x] * 0.0f;
}
int main(void) {
  float h[60], *d;
  for (int i = 0; i < 60; i++)
    h[i] = (float) i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<2, 32>>>(d, 60, 2.0f);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int *p = (int *) malloc(10 * sizeof(int)), s = 0;
  for (int *q = p; q != p + 10; q++)
    *q = 1;
  for (int i = 0; i < 10; i++)
    s += p[i];
  int st[4] = { 0 };
  for (int i = 0; i < 5; i++)
    s += table[i] + (i < 4 ? st[i] : 0);
  printf("%g %g %d\n", h[0], h[59], s);
  free(p);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 122 22
