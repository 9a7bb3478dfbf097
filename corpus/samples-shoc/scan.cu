// corpus/samples-shoc/scan.cu: SHOC's Scan benchmark as it is written: reduce-then-scan in three
// kernels templated on the element type and block size (reduce: each block sums its range with
// a strided loop and a shared-memory tree; top_scan: one block scans the blocks' sums;
// bottom_scan: each block rescans its range in tiles of blockDim elements, seeded with its
// block's offset and carrying the running total between tiles), the local scan written as
// SHOC's scanLocalMem (a doubled buffer of volatile shared memory, a barrier between each read
// and write), run for float and double, each pass checked against the host's serial scan.
// Integer-valued inputs keep every sum exact. Expected output from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

template <class T, int blockSize>
__device__ T scanLocalMem(const T val, volatile T *s_data)
{
  // Shared mem is 2 * blockSize: the lower half zeros, the upper half the values
  int idx = threadIdx.x;
  s_data[idx] = 0;
  idx += blockSize;
  T t;
  s_data[idx] = val;      __syncthreads();
  for (int offset = 1; offset < blockSize; offset *= 2) {
    t = s_data[idx - offset];  __syncthreads();
    s_data[idx] += t;          __syncthreads();
  }
  return s_data[idx - 1];  // exclusive
}

template <class T, int blockSize>
__global__ void reduce(const T *__restrict__ in, T *__restrict__ isums, const int n)
{
  __shared__ volatile T sdata[blockSize];
  int region_size = ((n / 4) / gridDim.x) * 4;
  int block_start = blockIdx.x * region_size;
  int block_stop = (blockIdx.x == gridDim.x - 1) ? n : block_start + region_size;
  T sum = 0;
  for (int i = block_start + threadIdx.x; i < block_stop; i += blockSize)
    sum += in[i];
  sdata[threadIdx.x] = sum;
  __syncthreads();
  for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sdata[threadIdx.x] = sdata[threadIdx.x] + sdata[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) isums[blockIdx.x] = sdata[0];
}

template <class T, int blockSize>
__global__ void top_scan(T *isums, const int n)
{
  __shared__ volatile T sdata[2 * blockSize];
  T val = threadIdx.x < n ? isums[threadIdx.x] : 0;
  val = scanLocalMem<T, blockSize>(val, sdata);
  if (threadIdx.x < n) isums[threadIdx.x] = val;
}

template <class T, int blockSize>
__global__ void bottom_scan(const T *__restrict__ in, const T *__restrict__ isums, T *__restrict__ out, const int n)
{
  __shared__ volatile T sdata[2 * blockSize];
  __shared__ T carry;
  int region_size = ((n / 4) / gridDim.x) * 4;
  int block_start = blockIdx.x * region_size;
  int block_stop = (blockIdx.x == gridDim.x - 1) ? n : block_start + region_size;
  if (threadIdx.x == 0) carry = isums[blockIdx.x];
  __syncthreads();
  for (int base = block_start; base < block_stop; base += blockSize) {
    int i = base + threadIdx.x;
    T v = i < block_stop ? in[i] : 0;
    T before = scanLocalMem<T, blockSize>(v, sdata);
    T seed = carry;
    if (i < block_stop) out[i] = seed + before;
    __syncthreads();
    if (threadIdx.x == blockSize - 1) carry = seed + before + v;
    __syncthreads();
  }
}

template <class T>
static bool RunTest(const std::string &name, int n)
{
  const int blockSize = 256, numBlocks = 64;
  T *h_in = new T[n], *h_out = new T[n], *ref = new T[n];
  for (int i = 0; i < n; i++) h_in[i] = (T)(i % 3 + (i % 7 == 0 ? 10 : 0));
  ref[0] = 0;
  for (int i = 1; i < n; i++) ref[i] = ref[i - 1] + h_in[i - 1];

  T *d_in, *d_isums, *d_out;
  cudaMalloc(&d_in, n * sizeof(T));
  cudaMalloc(&d_out, n * sizeof(T));
  cudaMalloc(&d_isums, numBlocks * sizeof(T));
  cudaMemcpy(d_in, h_in, n * sizeof(T), cudaMemcpyHostToDevice);
  const int passes = 2;
  bool ok = true;
  for (int k = 0; k < passes; k++) {
    reduce<T, blockSize><<<numBlocks, blockSize>>>(d_in, d_isums, n);
    top_scan<T, blockSize><<<1, blockSize>>>(d_isums, numBlocks);
    bottom_scan<T, blockSize><<<numBlocks, blockSize>>>(d_in, d_isums, d_out, n);
    cudaMemcpy(h_out, d_out, n * sizeof(T), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
      if (h_out[i] != ref[i]) { ok = false; break; }
  }
  std::cout << name << " scan of " << n << " elements, " << passes << " passes: " << (ok ? "Passed" : "Failed")
            << ", last prefix " << ref[n - 1] << std::endl;
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_isums);
  delete[] h_in; delete[] h_out; delete[] ref;
  return ok;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 16384;
  bool ok = RunTest<float>("SP", n);
  ok = RunTest<double>("DP", n + 1000) && ok;
  return ok ? 0 : 1;
}
// timeout: 60
// expect: SP scan of 16384 elements, 2 passes: Passed, last prefix 39793
// expect: DP scan of 17384 elements, 2 passes: Passed, last prefix 42222
