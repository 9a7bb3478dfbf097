// corpus/samples-cuda/histogram.cu: histogram256 as the CUDA samples and PMPP write it: each block
// builds a privatised histogram in shared memory with atomicAdd on __shared__ counters, merges
// it into the global one with atomicAdd, over a grid-stride loop on bytes read as uchar4
// words; checked against a host histogram, then a 64-bin variant with per-warp sub-histograms.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define HISTOGRAM256_BIN_COUNT 256
#define WARP_COUNT 4
#define HISTOGRAM64_BIN_COUNT 64

__global__ void histogram256Kernel(unsigned int *d_Histogram, const uchar4 *d_Data, unsigned int dataCount)
{
  __shared__ unsigned int s_Hist[HISTOGRAM256_BIN_COUNT];
  for (int i = threadIdx.x; i < HISTOGRAM256_BIN_COUNT; i += blockDim.x)
    s_Hist[i] = 0;
  __syncthreads();
  for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < dataCount;
       pos += blockDim.x * gridDim.x) {
    uchar4 data = d_Data[pos];
    atomicAdd(&s_Hist[data.x], 1);
    atomicAdd(&s_Hist[data.y], 1);
    atomicAdd(&s_Hist[data.z], 1);
    atomicAdd(&s_Hist[data.w], 1);
  }
  __syncthreads();
  for (int bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT; bin += blockDim.x)
    if (s_Hist[bin]) atomicAdd(&d_Histogram[bin], s_Hist[bin]);
}

__global__ void histogram64Kernel(unsigned int *d_Histogram, const unsigned char *d_Data, unsigned int n)
{
  __shared__ unsigned int s_WarpHist[WARP_COUNT][HISTOGRAM64_BIN_COUNT];
  unsigned int *s_Mine = s_WarpHist[threadIdx.x / warpSize];
  for (int i = threadIdx.x; i < WARP_COUNT * HISTOGRAM64_BIN_COUNT; i += blockDim.x)
    (&s_WarpHist[0][0])[i] = 0;
  __syncthreads();
  for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < n; pos += blockDim.x * gridDim.x)
    atomicAdd(s_Mine + (d_Data[pos] >> 2), 1u);
  __syncthreads();
  for (int bin = threadIdx.x; bin < HISTOGRAM64_BIN_COUNT; bin += blockDim.x) {
    unsigned int sum = 0;
    for (int w = 0; w < WARP_COUNT; w++) sum += s_WarpHist[w][bin];
    atomicAdd(d_Histogram + bin, sum);
  }
}

int main(void)
{
  const unsigned int byteCount = 64 * 1024;
  unsigned char *h_Data = (unsigned char *)malloc(byteCount);
  unsigned int h_Hist[HISTOGRAM256_BIN_COUNT], h_Ref[HISTOGRAM256_BIN_COUNT];
  srand(2009);
  for (unsigned int i = 0; i < byteCount; i++)
    h_Data[i] = (rand() % 256 + rand() % 256) / 2; /* a triangle distribution */
  memset(h_Ref, 0, sizeof h_Ref);
  for (unsigned int i = 0; i < byteCount; i++) h_Ref[h_Data[i]]++;

  unsigned char *d_Data;
  unsigned int *d_Hist;
  cudaMalloc((void **)&d_Data, byteCount);
  cudaMalloc((void **)&d_Hist, HISTOGRAM256_BIN_COUNT * sizeof(unsigned int));
  cudaMemcpy(d_Data, h_Data, byteCount, cudaMemcpyHostToDevice);
  cudaMemset(d_Hist, 0, HISTOGRAM256_BIN_COUNT * sizeof(unsigned int));
  histogram256Kernel<<<16, 192>>>(d_Hist, (const uchar4 *)d_Data, byteCount / 4);
  cudaMemcpy(h_Hist, d_Hist, sizeof h_Hist, cudaMemcpyDeviceToHost);
  int diff = 0;
  unsigned int total = 0, peak = 0;
  for (int i = 0; i < HISTOGRAM256_BIN_COUNT; i++) {
    if (h_Hist[i] != h_Ref[i]) diff++;
    total += h_Hist[i];
    if (h_Hist[i] > h_Hist[peak]) peak = i;
  }
  printf("histogram256: %u bytes, peak bin %u (%u), %s\n", total, peak, h_Hist[peak],
         diff ? "FAILED" : "PASSED");

  unsigned int h_H64[HISTOGRAM64_BIN_COUNT], h_R64[HISTOGRAM64_BIN_COUNT];
  memset(h_R64, 0, sizeof h_R64);
  for (int i = 0; i < HISTOGRAM256_BIN_COUNT; i++) h_R64[i >> 2] += h_Ref[i];
  cudaMemset(d_Hist, 0, HISTOGRAM64_BIN_COUNT * sizeof(unsigned int));
  histogram64Kernel<<<8, WARP_COUNT * 32>>>(d_Hist, d_Data, byteCount);
  cudaMemcpy(h_H64, d_Hist, sizeof h_H64, cudaMemcpyDeviceToHost);
  diff = memcmp(h_H64, h_R64, sizeof h_H64) != 0;
  printf("histogram64: bin 32 = %u, %s\n", h_H64[32], diff ? "FAILED" : "PASSED");
  cudaFree(d_Data);
  cudaFree(d_Hist);
  free(h_Data);
  return 0;
}
// expect: histogram256: 65536 bytes, peak bin 131 (538), PASSED
// expect: histogram64: bin 32 = 1984, PASSED
