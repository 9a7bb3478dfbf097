// Near miss for uninitialised reads: cudaMemset before accumulating, calloc, initialised local
// arrays (partly, with the rest zeroed by the initialiser), shared memory filled by every thread
// before the barrier, and a struct copied as a whole after all its fields were set.
#include <stdio.h>
#include <stdlib.h>
struct pair { int a, b; };
__global__ void accumulate(const int *in, int *acc) {
  __shared__ int tile[32];
  int t = threadIdx.x;
  int loc[4] = { 1 };
  tile[t] = in[t];
  __syncthreads();
  acc[t] += tile[31 - t] + loc[3];
}
int main(void) {
  int h[32], *din, *dacc;
  for (int i = 0; i < 32; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dacc, sizeof h);
  cudaMemset(dacc, 0, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  accumulate<<<1, 32>>>(din, dacc);
  cudaMemcpy(h, dacc, sizeof h, cudaMemcpyDeviceToHost);
  int *z = (int *) calloc(4, sizeof(int));
  struct pair p, q;
  p.a = 1;
  p.b = 2;
  q = p;
  printf("%d %d %d\n", h[0], z[3], q.a + q.b);
  free(z);
  cudaFree(din);
  cudaFree(dacc);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 31 0 3
