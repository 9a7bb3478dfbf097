// corpus/samples-cuda/atomic-intrinsics.cu: simpleAtomicIntrinsics as the CUDA samples write it: every
// thread of several blocks applies each atomic function to one global array, and the host
// recomputes what the array must hold (the order of atomics does not change it).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

__global__ void testKernel(int *g_odata)
{
  const unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
  atomicAdd(&g_odata[0], 10);
  atomicExch(&g_odata[1], tid);
  atomicMax(&g_odata[2], tid);
  atomicMin(&g_odata[3], tid);
  atomicInc((unsigned int *)&g_odata[4], 17);
  atomicDec((unsigned int *)&g_odata[5], 137);
  atomicCAS(&g_odata[6], tid - 1, tid);
  atomicAnd(&g_odata[7], 2 * tid + 7);
  atomicOr(&g_odata[8], 1 << tid % 32);
  atomicXor(&g_odata[9], tid);
}

static int computeGold(int *gpuData, const int len)
{
  int val = 0;
  for (int i = 0; i < len; ++i) val += 10;
  if (val != gpuData[0]) { printf("atomicAdd failed\n"); return false; }

  bool found = false;
  for (int i = 0; i < len; ++i)
    if (i == gpuData[1]) { found = true; break; }
  if (!found) { printf("atomicExch failed\n"); return false; }

  val = -(1 << 8);
  for (int i = 0; i < len; ++i) val = i > val ? i : val;
  if (val != gpuData[2]) { printf("atomicMax failed\n"); return false; }

  val = 1 << 8;
  for (int i = 0; i < len; ++i) val = i < val ? i : val;
  if (val != gpuData[3]) { printf("atomicMin failed\n"); return false; }

  int limit = 17;
  val = 0;
  for (int i = 0; i < len; ++i) val = (val >= limit) ? 0 : val + 1;
  if (val != gpuData[4]) { printf("atomicInc failed\n"); return false; }

  limit = 137;
  val = 0;
  for (int i = 0; i < len; ++i) val = ((val == 0) || (val > limit)) ? limit : val - 1;
  if (val != gpuData[5]) { printf("atomicDec failed\n"); return false; }

  found = false;
  for (int i = 0; i < len; ++i)
    if (i == gpuData[6]) { found = true; break; }
  if (!found) { printf("atomicCAS failed\n"); return false; }

  val = 0xff;
  for (int i = 0; i < len; ++i) val &= (2 * i + 7);
  if (val != gpuData[7]) { printf("atomicAnd failed\n"); return false; }

  val = 0;
  for (int i = 0; i < len; ++i) val |= (1 << i % 32);
  if (val != gpuData[8]) { printf("atomicOr failed\n"); return false; }

  val = 0xff;
  for (int i = 0; i < len; ++i) val ^= i;
  if (val != gpuData[9]) { printf("atomicXor failed\n"); return false; }
  return true;
}

int main(int argc, char **argv)
{
  printf("simpleAtomicIntrinsics starting...\n");
  unsigned int numThreads = 256;
  unsigned int numBlocks = 64;
  unsigned int numData = 11;
  unsigned int memSize = sizeof(int) * numData;
  int *hOData = (int *)malloc(memSize);
  for (unsigned int i = 0; i < numData; i++) hOData[i] = 0;
  hOData[7] = hOData[9] = 0xff;

  int *dOData;
  cudaMalloc((void **)&dOData, memSize);
  cudaMemcpy(dOData, hOData, memSize, cudaMemcpyHostToDevice);
  testKernel<<<numBlocks, numThreads>>>(dOData);
  if (cudaGetLastError() != cudaSuccess) { printf("launch failed\n"); return 1; }
  cudaMemcpy(hOData, dOData, memSize, cudaMemcpyDeviceToHost);

  bool testResult = computeGold(hOData, numThreads * numBlocks);
  printf("add %d max %d min %d inc %d dec %d and %d or %#x xor %d\n", hOData[0], hOData[2],
         hOData[3], hOData[4], hOData[5], hOData[7], (unsigned)hOData[8], hOData[9]);
  free(hOData);
  cudaFree(dOData);
  printf("simpleAtomicIntrinsics completed, returned %s\n", testResult ? "OK" : "ERROR!");
  return testResult ? EXIT_SUCCESS : EXIT_FAILURE;
}
// expect: simpleAtomicIntrinsics starting...
// expect: add 163840 max 16383 min 0 inc 4 dec 38 and 1 or 0xffffffff xor 255
// expect: simpleAtomicIntrinsics completed, returned OK
