// corpus/samples-pmpp/merge.cu: the parallel merge of Programming Massively Parallel Processors
// (chapter "Merge"): the co-rank function found by a binary search on i + j = k, a sequential
// merge, the basic kernel where each thread co-ranks its own output range in global memory, and
// the tiled kernel where a block co-ranks its range once (thread 0, through shared memory), then
// walks it tile by tile, each thread co-ranking its part of a tile in shared memory and the
// block advancing by the co-rank of the whole tile. Checked against std::merge on sorted
// arrays with many equal keys (pairs, so the stable order shows: A's element first on ties).
// Expected output from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <random>

struct Item {
  int key;
  int tag;   // 1000000 + index in A, 2000000 + index in B
};

__host__ __device__ inline bool operator<=(const Item &a, const Item &b) { return a.key <= b.key; }
__host__ __device__ inline bool operator>(const Item &a, const Item &b) { return a.key > b.key; }
__host__ __device__ inline bool operator>=(const Item &a, const Item &b) { return a.key >= b.key; }

// the number of elements of [A] among the first [k] elements of merge(A, B)
template <typename T>
__host__ __device__ int co_rank(int k, const T *A, int m, const T *B, int n)
{
  int i = k < m ? k : m;
  int j = k - i;
  int i_low = k - n > 0 ? k - n : 0;
  int j_low = k - m > 0 ? k - m : 0;
  for (;;) {
    if (i > 0 && j < n && A[i - 1] > B[j]) {
      int delta = (i - i_low + 1) >> 1;    // i too high
      j_low = j;
      i -= delta;
      j += delta;
    } else if (j > 0 && i < m && B[j - 1] >= A[i]) {
      int delta = (j - j_low + 1) >> 1;    // j too high
      i_low = i;
      i += delta;
      j -= delta;
    } else {
      return i;
    }
  }
}

template <typename T>
__host__ __device__ void merge_sequential(const T *A, int m, const T *B, int n, T *C)
{
  int i = 0, j = 0, k = 0;
  while (i < m && j < n)
    C[k++] = A[i] <= B[j] ? A[i++] : B[j++];
  while (i < m) C[k++] = A[i++];
  while (j < n) C[k++] = B[j++];
}

template <typename T>
__global__ void merge_basic_kernel(const T *A, int m, const T *B, int n, T *C)
{
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int total = gridDim.x * blockDim.x;
  int per = (m + n + total - 1) / total;
  int k_curr = min(tid * per, m + n);
  int k_next = min((tid + 1) * per, m + n);
  int i_curr = co_rank(k_curr, A, m, B, n);
  int i_next = co_rank(k_next, A, m, B, n);
  int j_curr = k_curr - i_curr;
  int j_next = k_next - i_next;
  merge_sequential(&A[i_curr], i_next - i_curr, &B[j_curr], j_next - j_curr, &C[k_curr]);
}

template <typename T>
__global__ void merge_tiled_kernel(const T *A, int m, const T *B, int n, T *C, int tile_size)
{
  extern __shared__ unsigned char smem[];
  T *A_S = reinterpret_cast<T *>(smem);
  T *B_S = A_S + tile_size;
  __shared__ int block_range[2];

  int per_block = (m + n + gridDim.x - 1) / gridDim.x;
  int C_curr = min((int)blockIdx.x * per_block, m + n);
  int C_next = min(C_curr + per_block, m + n);
  if (threadIdx.x == 0) {
    block_range[0] = co_rank(C_curr, A, m, B, n);
    block_range[1] = co_rank(C_next, A, m, B, n);
  }
  __syncthreads();
  int A_curr = block_range[0], A_next = block_range[1];
  int B_curr = C_curr - A_curr, B_next = C_next - A_next;

  int C_length = C_next - C_curr, A_length = A_next - A_curr, B_length = B_next - B_curr;
  int C_done = 0, A_done = 0, B_done = 0;
  int per_thread = (tile_size + blockDim.x - 1) / blockDim.x;
  while (C_done < C_length) {
    int A_avail = min(tile_size, A_length - A_done);
    int B_avail = min(tile_size, B_length - B_done);
    for (int i = threadIdx.x; i < tile_size; i += blockDim.x) {
      if (i < A_avail) A_S[i] = A[A_curr + A_done + i];
      if (i < B_avail) B_S[i] = B[B_curr + B_done + i];
    }
    __syncthreads();
    int C_tile = min(tile_size, C_length - C_done);
    int k0 = min((int)threadIdx.x * per_thread, C_tile);
    int k1 = min(k0 + per_thread, C_tile);
    int a0 = co_rank(k0, A_S, A_avail, B_S, B_avail);
    int a1 = co_rank(k1, A_S, A_avail, B_S, B_avail);
    merge_sequential(A_S + a0, a1 - a0, B_S + (k0 - a0), (k1 - a1) - (k0 - a0), C + C_curr + C_done + k0);
    int A_used = co_rank(C_tile, A_S, A_avail, B_S, B_avail);
    __syncthreads();   // the tile is read by all before the next one overwrites it
    C_done += C_tile;
    A_done += A_used;
    B_done += C_tile - A_used;
  }
}

static bool same(const std::vector<Item> &x, const std::vector<Item> &y)
{
  if (x.size() != y.size()) return false;
  for (size_t i = 0; i < x.size(); i++)
    if (x[i].key != y[i].key || x[i].tag != y[i].tag) return false;
  return true;
}

int main()
{
  const int m = 3000, n = 2100;
  std::mt19937 gen(2024);
  std::uniform_int_distribution<int> keys(0, 499);
  std::vector<Item> A(m), B(n);
  std::vector<int> ka(m), kb(n);
  for (int &k : ka) k = keys(gen);
  for (int &k : kb) k = keys(gen);
  std::sort(ka.begin(), ka.end());
  std::sort(kb.begin(), kb.end());
  for (int i = 0; i < m; i++) A[i] = Item{ka[i], 1000000 + i};
  for (int i = 0; i < n; i++) B[i] = Item{kb[i], 2000000 + i};

  std::vector<Item> ref(m + n);
  std::merge(A.begin(), A.end(), B.begin(), B.end(), ref.begin(),
             [](const Item &a, const Item &b) { return a.key < b.key; });
  std::vector<Item> host(m + n);
  merge_sequential(A.data(), m, B.data(), n, host.data());
  printf("host sequential merge %s std::merge\n", same(host, ref) ? "equals" : "DIFFERS FROM");
  printf("co_rank(2550) = %d\n", co_rank(2550, A.data(), m, B.data(), n));

  Item *dA, *dB, *dC;
  cudaMalloc(&dA, m * sizeof(Item));
  cudaMalloc(&dB, n * sizeof(Item));
  cudaMalloc(&dC, (m + n) * sizeof(Item));
  cudaMemcpy(dA, A.data(), m * sizeof(Item), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B.data(), n * sizeof(Item), cudaMemcpyHostToDevice);

  std::vector<Item> out(m + n);
  merge_basic_kernel<<<4, 64>>>(dA, m, dB, n, dC);
  cudaMemcpy(out.data(), dC, (m + n) * sizeof(Item), cudaMemcpyDeviceToHost);
  printf("basic kernel: %s\n", same(out, ref) ? "PASS" : "FAIL");

  const int tiles[] = { 64, 100, 257 };
  for (int tile : tiles) {
    cudaMemset(dC, 0, (m + n) * sizeof(Item));
    merge_tiled_kernel<<<6, 32, 2 * tile * sizeof(Item)>>>(dA, m, dB, n, dC, tile);
    cudaMemcpy(out.data(), dC, (m + n) * sizeof(Item), cudaMemcpyDeviceToHost);
    printf("tiled kernel, tile %3d: %s\n", tile, same(out, ref) ? "PASS" : "FAIL");
  }
  printf("C[0] = %d/%d, C[2550] = %d/%d, C[%d] = %d/%d\n", ref[0].key, ref[0].tag, ref[2550].key, ref[2550].tag,
         m + n - 1, ref[m + n - 1].key, ref[m + n - 1].tag);
  cudaError_t err = cudaGetLastError();
  printf("%s\n", cudaGetErrorName(err));
  cudaFree(dA); cudaFree(dB); cudaFree(dC);
  return 0;
}
// expect: host sequential merge equals std::merge
// expect: co_rank(2550) = 1511
// expect: basic kernel: PASS
// expect: tiled kernel, tile  64: PASS
// expect: tiled kernel, tile 100: PASS
// expect: tiled kernel, tile 257: PASS
// expect: C[0] = 0/1000000, C[2550] = 250/1001511, C[5099] = 499/2002099
// expect: cudaSuccess
