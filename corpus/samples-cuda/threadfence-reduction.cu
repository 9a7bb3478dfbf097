// corpus/samples-cuda/threadfence-reduction.cu: threadFenceReduction as the CUDA samples write
// it: each block reduces its part in shared memory and writes its partial sum, then
// __threadfence() and an atomicInc on a global counter find the last block to finish, which
// sums the partial sums (read through volatile) in the same launch and resets the counter; run
// several times to see the counter's reset work, with a host check.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

__device__ unsigned int retirementCount = 0;

template <unsigned int blockSize>
__device__ void reduceBlock(volatile float *sdata, float mySum, const unsigned int tid)
{
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
}

template <unsigned int blockSize, bool nIsPow2>
__device__ void reduceBlocks(const float *g_idata, float *g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  float mySum = 0;
  while (i < n) {
    mySum += g_idata[i];
    if (nIsPow2 || i + blockSize < n) mySum += g_idata[i + blockSize];
    i += gridSize;
  }
  reduceBlock<blockSize>(sdata, mySum, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <unsigned int blockSize, bool nIsPow2>
__global__ void reduceSinglePass(const float *g_idata, float *g_odata, unsigned int n)
{
  reduceBlocks<blockSize, nIsPow2>(g_idata, g_odata, n);
  if (gridDim.x > 1) {
    const unsigned int tid = threadIdx.x;
    __shared__ bool amLast;
    extern float __shared__ smem[];
    if (tid == 0) {
      __threadfence();
      unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
      amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
      int i = tid;
      float mySum = 0;
      while (i < gridDim.x) {
        mySum += ((volatile float *)g_odata)[i];
        i += blockSize;
      }
      reduceBlock<blockSize>(smem, mySum, tid);
      if (tid == 0) {
        g_odata[0] = smem[0];
        retirementCount = 0;
      }
    }
  }
}

int main(int argc, char **argv)
{
  const unsigned int n = 1 << 14;
  const int threads = 128, blocks = 16;
  float *h_idata = (float *)malloc(n * sizeof(float));
  double gold = 0;
  for (unsigned int i = 0; i < n; i++) {
    h_idata[i] = (float)(i % 64) / 8.0f;
    gold += h_idata[i];
  }
  float *d_idata, *d_odata;
  cudaMalloc((void **)&d_idata, n * sizeof(float));
  cudaMalloc((void **)&d_odata, blocks * sizeof(float));
  cudaMemcpy(d_idata, h_idata, n * sizeof(float), cudaMemcpyHostToDevice);
  bool ok = true;
  for (int iter = 0; iter < 3; iter++) {
    reduceSinglePass<threads, true><<<blocks, threads, threads * sizeof(float)>>>(d_idata, d_odata, n);
    float gpu;
    cudaMemcpy(&gpu, d_odata, sizeof(float), cudaMemcpyDeviceToHost);
    printf("iteration %d: GPU %.1f, CPU %.1f\n", iter, gpu, gold);
    ok = ok && gpu == (float)gold;
  }
  unsigned int count;
  cudaMemcpyFromSymbol(&count, retirementCount, sizeof count);
  printf("retirementCount after the runs: %u\n%s\n", count, ok ? "Test passed" : "Test failed");
  cudaFree(d_idata);
  cudaFree(d_odata);
  free(h_idata);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
// expect: iteration 0: GPU 64512.0, CPU 64512.0
// expect: iteration 1: GPU 64512.0, CPU 64512.0
// expect: iteration 2: GPU 64512.0, CPU 64512.0
// expect: retirementCount after the runs: 0
// expect: Test passed
