// The dot product as "CUDA by Example" (ch. 5) writes it: the grid size is a file-scope constant
// whose initializer calls imin, a ?: macro, over named constants. The static-initialisation
// code's branch targets were once left unrelocated (`bra 0`): a.out spun forever before main
// (issue 18). A static flag made with || and a __constant__ with ?: take the same path.
#include <stdio.h>

#define imin(a, b) (a < b ? a : b)

const int N = 33 * 1024;
const int threadsPerBlock = 256;
const int blocksPerGrid = imin(32, (N + threadsPerBlock - 1) / threadsPerBlock);
static const int bigInput = N > 100000 || threadsPerBlock > 512;
__constant__ int scale = imin(2, threadsPerBlock);

__global__ void dot(const float *a, const float *b, float *c) {
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp * scale;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i)
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0)
    c[blockIdx.x] = cache[0];
}

#define sum_squares(x) (x * (x + 1) * (2 * x + 1) / 6)

int main(void) {
  float *a = (float *) malloc(N * sizeof(float));
  float *b = (float *) malloc(N * sizeof(float));
  float *partial_c = (float *) malloc(blocksPerGrid * sizeof(float));
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = i * 2;
  }
  float *dev_a, *dev_b, *dev_partial_c;
  cudaMalloc((void **) &dev_a, N * sizeof(float));
  cudaMalloc((void **) &dev_b, N * sizeof(float));
  cudaMalloc((void **) &dev_partial_c, blocksPerGrid * sizeof(float));
  cudaMemcpy(dev_a, a, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dev_b, b, N * sizeof(float), cudaMemcpyHostToDevice);
  dot<<<blocksPerGrid, threadsPerBlock>>>(dev_a, dev_b, dev_partial_c);
  cudaMemcpy(partial_c, dev_partial_c, blocksPerGrid * sizeof(float), cudaMemcpyDeviceToHost);
  float c = 0;
  for (int i = 0; i < blocksPerGrid; i++)
    c += partial_c[i];
  printf("blocksPerGrid = %d, bigInput = %d\n", blocksPerGrid, bigInput);
  printf("Does GPU value %.6g = %.6g?\n", c / 2, 2 * sum_squares((float) (N - 1)));
  cudaFree(dev_a);
  cudaFree(dev_b);
  cudaFree(dev_partial_c);
  free(a);
  free(b);
  free(partial_c);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// cudak-args: --max-steps=2000000
// timeout: 60
// expect: blocksPerGrid = 32, bigInput = 0
// expect: Does GPU value 2.57236e+13 = 2.57236e+13?
