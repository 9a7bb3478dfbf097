// corpus/samples-cuda/vote-shfl.cu: simpleVoteIntrinsics and shfl_scan as the CUDA samples write
// them: __any_sync, __all_sync and __ballot_sync over warps whose lanes vote by a pattern, with
// the host's expected answers; then an inclusive scan inside each warp with __shfl_up_sync, the
// warp totals scanned by the first warp through shared memory, and the block's sums added in a
// second kernel (uniform add), checked on the host.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

#define WARP 32

__global__ void voteAny(unsigned int *input, unsigned int *result)
{
  int tx = threadIdx.x;
  unsigned int mask = 0xffffffff;
  result[tx] = __any_sync(mask, input[tx]);
}

__global__ void voteAll(unsigned int *input, unsigned int *result)
{
  int tx = threadIdx.x;
  unsigned int mask = 0xffffffff;
  result[tx] = __all_sync(mask, input[tx]);
}

__global__ void voteBallot(unsigned int *input, unsigned int *result)
{
  int tx = threadIdx.x;
  result[tx] = __ballot_sync(0xffffffff, input[tx] & 1) ^ (tx / WARP);
  if ((tx % WARP) < 16) {
    unsigned int half = __ballot_sync(0x0000ffff, input[tx] > 1);
    if (tx % WARP == 0) result[tx] += __popc(half) << 16;
  }
}

__global__ void shfl_scan_test(int *data, int width, int *partial_sums = NULL)
{
  extern __shared__ int sums[];
  int id = ((blockIdx.x * blockDim.x) + threadIdx.x);
  int lane_id = id % warpSize;
  int warp_id = threadIdx.x / warpSize;
  int value = data[id];
#pragma unroll
  for (int i = 1; i <= width; i *= 2) {
    unsigned int mask = 0xffffffff;
    int n = __shfl_up_sync(mask, value, i, width);
    if (lane_id >= i) value += n;
  }
  if (threadIdx.x % warpSize == warpSize - 1) sums[warp_id] = value;
  __syncthreads();
  if (warp_id == 0 && lane_id < (blockDim.x / warpSize)) {
    int warp_sum = sums[lane_id];
    int mask = (1 << (blockDim.x / warpSize)) - 1;
    for (int i = 1; i <= (blockDim.x / warpSize); i *= 2) {
      int n = __shfl_up_sync(mask, warp_sum, i, (blockDim.x / warpSize));
      if (lane_id >= i) warp_sum += n;
    }
    sums[lane_id] = warp_sum;
  }
  __syncthreads();
  int blockSum = 0;
  if (warp_id > 0) blockSum = sums[warp_id - 1];
  value += blockSum;
  data[id] = value;
  if (partial_sums != NULL && threadIdx.x == blockDim.x - 1) partial_sums[blockIdx.x] = value;
}

__global__ void uniform_add(int *data, int *partial_sums, int len)
{
  __shared__ int buf;
  int id = ((blockIdx.x * blockDim.x) + threadIdx.x);
  if (id > len) return;
  if (threadIdx.x == 0) buf = partial_sums[blockIdx.x];
  __syncthreads();
  data[id] += buf;
}

int main(int argc, char **argv)
{
  const int n = 128;
  unsigned int h_in[n], h_out[n];
  for (int i = 0; i < n; i++) h_in[i] = (i / WARP == 0) ? 0 : (i / WARP == 1) ? (i == 40) : (i / WARP == 2) ? 1 : (unsigned)(i % 3);
  unsigned int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  voteAny<<<1, n>>>(d_in, d_out);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  printf("any: %u %u %u %u\n", h_out[0], h_out[32], h_out[64], h_out[96]);
  voteAll<<<1, n>>>(d_in, d_out);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  printf("all: %u %u %u %u\n", h_out[0], h_out[32], h_out[64], h_out[96]);
  voteBallot<<<1, n>>>(d_in, d_out);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  printf("ballot: %#x %#x %#x %#x %#x\n", h_out[0], h_out[33], h_out[64], h_out[96], h_out[97]);

  int blockSize = 256, n_elements = 8192;
  int gridSize = n_elements / blockSize;
  int nWarps = blockSize / 32;
  int shmem_sz = nWarps * sizeof(int);
  int n_partialSums = n_elements / blockSize;
  int partial_sz = n_partialSums * sizeof(int);
  int *h_data = (int *)malloc(n_elements * sizeof(int));
  int *h_result = (int *)malloc(n_elements * sizeof(int));
  for (int i = 0; i < n_elements; i++) h_data[i] = (i * 7) % 5;
  int *d_data, *d_partial_sums;
  cudaMalloc((void **)&d_data, n_elements * sizeof(int));
  cudaMalloc((void **)&d_partial_sums, partial_sz);
  cudaMemset(d_partial_sums, 0, partial_sz);
  cudaMemcpy(d_data, h_data, n_elements * sizeof(int), cudaMemcpyHostToDevice);
  shfl_scan_test<<<gridSize, blockSize, shmem_sz>>>(d_data, 32, d_partial_sums);
  shfl_scan_test<<<1, n_partialSums, shmem_sz>>>(d_partial_sums, 32);
  uniform_add<<<gridSize - 1, blockSize>>>(d_data + blockSize, d_partial_sums, n_elements);
  cudaMemcpy(h_result, d_data, n_elements * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0, run = 0;
  for (int i = 0; i < n_elements; i++) {
    run += h_data[i];
    bad += h_result[i] != run;
  }
  printf("shfl scan of %d: last %d, %d mismatches\n", n_elements, h_result[n_elements - 1], bad);
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_data); cudaFree(d_partial_sums);
  free(h_data); free(h_result);
  return bad != 0;
}
// expect: any: 0 1 1 1
// expect: all: 0 0 1 0
// expect: ballot: 0 0x101 0xfffffffd 0x924e2491 0x92492491
// expect: shfl scan of 8192: last 16382, 0 mismatches
