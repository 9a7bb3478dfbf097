// Near miss of race-atomic-lanes-read.cu: the same counting with atomicAdd, one access per lane
// sharing its warp step's stamp, then a __syncthreads() before the bins are read.
#include <stdio.h>
__global__ void count(const unsigned char *in, unsigned *out) {
  __shared__ unsigned bins[4];
  int t = threadIdx.x;
  if (t < 4)
    bins[t] = 0;
  __syncthreads();
  atomicAdd(&bins[in[t] % 4], 1u);
  atomicAdd(&bins[(in[t] + 1) % 4], 2u);
  __syncthreads();
  if (t < 4)
    out[t] = bins[t];
}
int main(void) {
  unsigned char h[64];
  unsigned char *in;
  unsigned *out, r[4];
  for (int i = 0; i < 64; i++)
    h[i] = (unsigned char) (i * 7);
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  count<<<1, 64>>>(in, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%u %u %u %u\n", r[0], r[1], r[2], r[3]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 48 48 48 48
