// corpus/samples-competitive/bitonic-radix.cu: two sorts as competitive and interview code
// writes them: a shared-memory bitonic sort of 1024 records (a struct with a float score, an id
// and a name; an operator< that orders by score, then id) in one block, and an LSB radix sort of
// 32-bit keys with their indices in 4-bit digits: per-block digit counters in shared memory
// (atomicAdd), the digit-major exclusive scan of all blocks' counts in one block, and a stable
// scatter that ranks a key among its warp's equal digits with __match_any_sync and __popc and
// among earlier warps through per-warp counters in shared memory. Inputs from std::mt19937 with
// libstdc++'s distributions; checked against std::sort and std::stable_sort. Expected output from
// the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <vector>
#include <random>
#include <algorithm>
#include <iostream>
#include <iomanip>

#define CUDA_CHECK(x)                                                                         \
  do {                                                                                        \
    cudaError_t e = (x);                                                                      \
    if (e != cudaSuccess) {                                                                   \
      std::cerr << __FILE__ << ':' << __LINE__ << ": " << cudaGetErrorName(e) << std::endl;   \
      std::exit(1);                                                                           \
    }                                                                                         \
  } while (0)

struct Record {
  float score;
  int id;
  char name[8];
};

// higher scores first, then lower ids
__host__ __device__ inline bool operator<(const Record &a, const Record &b)
{
  if (a.score != b.score) return a.score > b.score;
  return a.id < b.id;
}

template <typename T, int N>
__global__ void bitonic_sort_shared(T *data)
{
  __shared__ T s[N];
  for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = data[i];
  __syncthreads();
  for (int k = 2; k <= N; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int i = threadIdx.x; i < N; i += blockDim.x) {
        int ixj = i ^ j;
        if (ixj > i) {
          bool up = (i & k) == 0;
          T a = s[i], b = s[ixj];
          if (up ? (b < a) : (a < b)) {
            s[i] = b;
            s[ixj] = a;
          }
        }
      }
      __syncthreads();
    }
  }
  for (int i = threadIdx.x; i < N; i += blockDim.x) data[i] = s[i];
}

const int RADIX_BITS = 4;
const int RADIX = 1 << RADIX_BITS;
const int BLOCK = 256;
const int WARPS = BLOCK / 32;

__global__ void digit_counts(const uint32_t *keys, int n, int shift, unsigned *blockCounts)
{
  __shared__ unsigned counters[RADIX];
  if (threadIdx.x < RADIX) counters[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) atomicAdd(&counters[(keys[i] >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX) blockCounts[threadIdx.x * gridDim.x + blockIdx.x] = counters[threadIdx.x];
}

// exclusive scan of [m] counts (m <= 2 * blockDim.x), two per thread, in one block
__global__ void scan_counts(unsigned *counts, int m)
{
  extern __shared__ unsigned buf[];
  int t = threadIdx.x;
  for (int i = t; i < m; i += blockDim.x) buf[i] = counts[i];
  __syncthreads();
  for (int off = 1; off < m; off <<= 1) {
    unsigned v0 = t >= off && t < m ? buf[t - off] : 0;
    unsigned v1 = t + blockDim.x >= off && t + blockDim.x < m ? buf[t + blockDim.x - off] : 0;
    __syncthreads();
    if (t < m) buf[t] += v0;
    if (t + blockDim.x < m) buf[t + blockDim.x] += v1;
    __syncthreads();
  }
  for (int i = t; i < m; i += blockDim.x) counts[i] = i ? buf[i - 1] : 0;
}

__global__ void stable_scatter(const uint32_t *keysIn, const int *idxIn, uint32_t *keysOut, int *idxOut, int n,
                               int shift, const unsigned *offsets)
{
  __shared__ unsigned warpCounts[WARPS][RADIX];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int i = threadIdx.x; i < WARPS * RADIX; i += BLOCK) warpCounts[i / RADIX][i % RADIX] = 0;
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  bool valid = i < n;
  uint32_t key = valid ? keysIn[i] : 0;
  unsigned digit = valid ? (key >> shift) & (RADIX - 1) : RADIX;   // RADIX: no digit
  unsigned peers = __match_any_sync(0xffffffffu, digit);
  unsigned rank = __popc(peers & ((1u << lane) - 1));
  if (valid && rank == 0) warpCounts[warp][digit] = __popc(peers);
  __syncthreads();
  if (valid) {
    unsigned before = 0;
    for (int w = 0; w < warp; w++) before += warpCounts[w][digit];
    unsigned dst = offsets[digit * gridDim.x + blockIdx.x] + before + rank;
    keysOut[dst] = key;
    idxOut[dst] = idxIn[i];
  }
}

int main()
{
  std::mt19937 gen(20240601);

  // --- bitonic sort of records ---
  const int N = 1024;
  std::vector<Record> recs(N);
  std::uniform_int_distribution<int> points(0, 99);
  for (int i = 0; i < N; i++) {
    recs[i].score = points(gen) * 0.5f;
    recs[i].id = i;
    snprintf(recs[i].name, sizeof recs[i].name, "r%04d", i);
  }
  Record *d_recs;
  CUDA_CHECK(cudaMalloc(&d_recs, N * sizeof(Record)));
  CUDA_CHECK(cudaMemcpy(d_recs, recs.data(), N * sizeof(Record), cudaMemcpyHostToDevice));
  bitonic_sort_shared<Record, N><<<1, 512>>>(d_recs);
  CUDA_CHECK(cudaGetLastError());
  std::vector<Record> sorted(N);
  CUDA_CHECK(cudaMemcpy(sorted.data(), d_recs, N * sizeof(Record), cudaMemcpyDeviceToHost));
  std::sort(recs.begin(), recs.end());
  bool same = std::equal(recs.begin(), recs.end(), sorted.begin(), [](const Record &a, const Record &b) {
    return a.score == b.score && a.id == b.id && std::strcmp(a.name, b.name) == 0;
  });
  std::cout << "bitonic sort of " << N << " records: " << (same ? "matches std::sort" : "WRONG") << '\n';
  for (int i = 0; i < 4; i++)
    std::cout << "  " << std::setw(2) << i + 1 << ". " << recs[i].name << std::fixed << std::setprecision(1)
              << std::setw(6) << recs[i].score << '\n';

  // --- radix sort of keys ---
  const int n = 6000;
  std::vector<uint32_t> keys(n);
  std::uniform_int_distribution<uint32_t> big(0, 0xffffffffu);
  for (int i = 0; i < n; i++) keys[i] = i % 5 == 0 ? keys[i / 2] : big(gen);   // some duplicates
  std::vector<int> idx(n);
  for (int i = 0; i < n; i++) idx[i] = i;

  int numBlocks = (n + BLOCK - 1) / BLOCK;
  uint32_t *d_keys[2];
  int *d_idx[2];
  unsigned *d_counts;
  for (int b = 0; b < 2; b++) {
    CUDA_CHECK(cudaMalloc(&d_keys[b], n * sizeof(uint32_t)));
    CUDA_CHECK(cudaMalloc(&d_idx[b], n * sizeof(int)));
  }
  CUDA_CHECK(cudaMalloc(&d_counts, RADIX * numBlocks * sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(d_keys[0], keys.data(), n * sizeof(uint32_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_idx[0], idx.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  int cur = 0;
  for (int shift = 0; shift < 32; shift += RADIX_BITS) {
    digit_counts<<<numBlocks, BLOCK>>>(d_keys[cur], n, shift, d_counts);
    int m = RADIX * numBlocks;
    scan_counts<<<1, (m + 1) / 2, m * sizeof(unsigned)>>>(d_counts, m);
    stable_scatter<<<numBlocks, BLOCK>>>(d_keys[cur], d_idx[cur], d_keys[1 - cur], d_idx[1 - cur], n, shift, d_counts);
    CUDA_CHECK(cudaGetLastError());
    cur = 1 - cur;
  }
  std::vector<uint32_t> outKeys(n);
  std::vector<int> outIdx(n);
  CUDA_CHECK(cudaMemcpy(outKeys.data(), d_keys[cur], n * sizeof(uint32_t), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(outIdx.data(), d_idx[cur], n * sizeof(int), cudaMemcpyDeviceToHost));
  std::stable_sort(idx.begin(), idx.end(), [&keys](int a, int b) { return keys[a] < keys[b]; });
  bool ok = true;
  for (int i = 0; i < n; i++) ok = ok && outIdx[i] == idx[i] && outKeys[i] == keys[idx[i]];
  std::cout << "radix sort of " << n << " keys: " << (ok ? "matches std::stable_sort" : "WRONG") << '\n';
  std::cout << std::hex << std::setfill('0') << "  smallest 0x" << std::setw(8) << keys[idx[0]] << " (index "
            << std::dec << idx[0] << "), largest 0x" << std::hex << std::setw(8) << keys[idx[n - 1]] << std::dec
            << " (index " << idx[n - 1] << ")" << std::endl;
  int dups = 0;
  for (int i = 1; i < n; i++) dups += keys[idx[i]] == keys[idx[i - 1]];
  std::cout << "  " << dups << " equal neighbours, kept in input order" << std::endl;

  CUDA_CHECK(cudaFree(d_recs));
  for (int b = 0; b < 2; b++) { CUDA_CHECK(cudaFree(d_keys[b])); CUDA_CHECK(cudaFree(d_idx[b])); }
  CUDA_CHECK(cudaFree(d_counts));
  return same && ok ? 0 : 1;
}
// timeout: 60
// expect: bitonic sort of 1024 records: matches std::sort
// expect:    1. r0061  49.5
// expect:    2. r0065  49.5
// expect:    3. r0227  49.5
// expect:    4. r0299  49.5
// expect: radix sort of 6000 keys: matches std::stable_sort
// expect:   smallest 0x00000000 (index 0), largest 0xfffc77a9 (index 2713)
// expect:   1200 equal neighbours, kept in input order
