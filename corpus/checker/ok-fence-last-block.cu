// corpus/checker/ok-fence-last-block.cu: the sum across blocks of the CUDA C Programming Guide's
// __threadfence() example. Each block stores its partial sum, fences, and counts itself with
// atomicInc; the block that counts last reads every partial sum. The fence before the atomic is
// a release and the atomic of the last block an acquire (checker/order.c), so no race.
#include <stdio.h>

__device__ unsigned int count = 0;
__device__ float partial[8];
__device__ float total;

__global__ void sum(const float *in)
{
  __shared__ float s[32];
  __shared__ bool is_last;
  s[threadIdx.x] = in[blockIdx.x * 32 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    float p = 0;
    for (int i = 0; i < 32; i++)
      p += s[i];
    partial[blockIdx.x] = p;
    __threadfence();
    unsigned int v = atomicInc(&count, gridDim.x);
    is_last = (v == gridDim.x - 1);
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    float t = 0;
    for (int i = 0; i < gridDim.x; i++)
      t += partial[i];
    total = t;
    count = 0;
  }
}

int main(void)
{
  float h[256], *d, t;
  for (int i = 0; i < 256; i++)
    h[i] = (float) (i % 10);
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  sum<<<8, 32>>>(d);
  cudaMemcpyFromSymbol(&t, total, sizeof t);
  printf("total = %.1f\n", t);
  cudaFree(d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: total = 1140.0
