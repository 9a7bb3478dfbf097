// corpus/samples-course/cs344-redeye-sort.cu: Udacity cs344 problem set 4 (red-eye removal) as
// students write its core: the template-match scores of every pixel (generated here: a
// normalised cross-correlation stand-in, floats mapped to sortable unsigned keys by flipping
// the sign bit, as the course's starter code prepares them) sorted with their pixel positions
// by an LSB radix sort, one bit per pass: a predicate, a two-level Hillis-Steele scan (block
// scans in shared memory with double buffering, then a scan of the block sums, then the offsets
// added), and the stable scatter; the ping-pong buffers swapped with std::swap. Checked against
// std::stable_sort on the host; the best-matching pixels (the eyes) printed. Expected output
// from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <vector>
#include <algorithm>
#include <numeric>
#include <utility>

#define BLOCK 256

// inclusive Hillis-Steele scan of each block's predicates; the block's total to blockSums
__global__ void scan_predicate(const unsigned int *const d_in, unsigned int *const d_scan, unsigned int *const blockSums,
                               const unsigned int bit, const size_t n)
{
  __shared__ unsigned int buf[2][BLOCK];
  int tid = threadIdx.x;
  size_t gid = blockIdx.x * (size_t)blockDim.x + tid;
  int pout = 0, pin = 1;
  buf[pout][tid] = gid < n ? ((d_in[gid] >> bit) & 1u) == 0 : 0;   // 1 for a 0 bit
  __syncthreads();
  for (int offset = 1; offset < blockDim.x; offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    buf[pout][tid] = tid >= offset ? buf[pin][tid] + buf[pin][tid - offset] : buf[pin][tid];
    __syncthreads();
  }
  if (gid < n) d_scan[gid] = buf[pout][tid];
  if (tid == blockDim.x - 1) blockSums[blockIdx.x] = buf[pout][tid];
}

// exclusive scan of the block sums, by one block (numBlocks <= BLOCK)
__global__ void scan_block_sums(unsigned int *const blockSums, const int numBlocks, unsigned int *const totalZeros)
{
  __shared__ unsigned int s[BLOCK];
  int tid = threadIdx.x;
  s[tid] = tid < numBlocks ? blockSums[tid] : 0;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset <<= 1) {
    unsigned int v = tid >= offset ? s[tid - offset] : 0;
    __syncthreads();
    s[tid] += v;
    __syncthreads();
  }
  if (tid < numBlocks) blockSums[tid] = tid ? s[tid - 1] : 0;
  if (tid == 0) *totalZeros = s[BLOCK - 1];
}

__global__ void scatter(const unsigned int *const d_inVals, const unsigned int *const d_inPos,
                        unsigned int *const d_outVals, unsigned int *const d_outPos, const unsigned int *const d_scan,
                        const unsigned int *const blockSums, const unsigned int *const totalZeros,
                        const unsigned int bit, const size_t n)
{
  size_t gid = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (gid >= n) return;
  unsigned int v = d_inVals[gid];
  unsigned int zerosBefore = d_scan[gid] + blockSums[blockIdx.x];   // inclusive
  size_t dst;
  if (((v >> bit) & 1u) == 0)
    dst = zerosBefore - 1;
  else
    dst = *totalZeros + (gid - zerosBefore);   // ones before me keep their order after the zeros
  d_outVals[dst] = v;
  d_outPos[dst] = d_inPos[gid];
}

static unsigned int float_key(float f)
{
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);   // ascending floats, ascending keys
}

int main()
{
  const int numRows = 60, numCols = 80;
  const size_t numElems = numRows * numCols;
  // two "eyes" at (20, 25) and (20, 55): the score peaks there
  std::vector<unsigned int> h_vals(numElems), h_pos(numElems);
  for (int r = 0; r < numRows; r++)
    for (int c = 0; c < numCols; c++) {
      int d1 = (r - 20) * (r - 20) + (c - 25) * (c - 25);
      int d2 = (r - 20) * (r - 20) + (c - 55) * (c - 55);
      int d = std::min(d1, d2);
      float score = 1.0f / (1.0f + 0.05f * d) - 0.25f + 0.001f * ((r * 31 + c * 17) % 13);
      h_vals[r * numCols + c] = float_key(score);
    }
  std::iota(h_pos.begin(), h_pos.end(), 0u);

  unsigned int *d_vals, *d_pos, *d_vals2, *d_pos2, *d_scan, *d_blockSums, *d_total;
  const int numBlocks = (numElems + BLOCK - 1) / BLOCK;
  cudaMalloc(&d_vals, numElems * sizeof(unsigned int));
  cudaMalloc(&d_pos, numElems * sizeof(unsigned int));
  cudaMalloc(&d_vals2, numElems * sizeof(unsigned int));
  cudaMalloc(&d_pos2, numElems * sizeof(unsigned int));
  cudaMalloc(&d_scan, numElems * sizeof(unsigned int));
  cudaMalloc(&d_blockSums, numBlocks * sizeof(unsigned int));
  cudaMalloc(&d_total, sizeof(unsigned int));
  cudaMemcpy(d_vals, h_vals.data(), numElems * sizeof(unsigned int), cudaMemcpyHostToDevice);
  cudaMemcpy(d_pos, h_pos.data(), numElems * sizeof(unsigned int), cudaMemcpyHostToDevice);

  for (unsigned int bit = 0; bit < 32; bit++) {
    scan_predicate<<<numBlocks, BLOCK>>>(d_vals, d_scan, d_blockSums, bit, numElems);
    scan_block_sums<<<1, BLOCK>>>(d_blockSums, numBlocks, d_total);
    scatter<<<numBlocks, BLOCK>>>(d_vals, d_pos, d_vals2, d_pos2, d_scan, d_blockSums, d_total, bit, numElems);
    std::swap(d_vals, d_vals2);
    std::swap(d_pos, d_pos2);
  }
  cudaError_t err = cudaDeviceSynchronize();
  std::vector<unsigned int> outVals(numElems), outPos(numElems);
  cudaMemcpy(outVals.data(), d_vals, numElems * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  cudaMemcpy(outPos.data(), d_pos, numElems * sizeof(unsigned int), cudaMemcpyDeviceToHost);

  std::vector<std::pair<unsigned int, unsigned int>> ref(numElems);
  for (size_t i = 0; i < numElems; i++) ref[i] = std::make_pair(h_vals[i], h_pos[i]);
  std::stable_sort(ref.begin(), ref.end(),
                   [](const std::pair<unsigned, unsigned> &a, const std::pair<unsigned, unsigned> &b) { return a.first < b.first; });
  bool same = true;
  for (size_t i = 0; i < numElems; i++)
    same = same && outVals[i] == ref[i].first && outPos[i] == ref[i].second;
  printf("%s: %zu scores sorted, %s\n", cudaGetErrorString(err), numElems, same ? "matches std::stable_sort" : "WRONG");
  printf("best matches:");
  for (size_t i = numElems - 1; i >= numElems - 6; i--)
    printf(" (%u,%u)", ref[i].second / numCols, ref[i].second % numCols);
  printf("\nworst match at (%u,%u)\n", ref[0].second / numCols, ref[0].second % numCols);
  cudaFree(d_vals); cudaFree(d_pos); cudaFree(d_vals2); cudaFree(d_pos2);
  cudaFree(d_scan); cudaFree(d_blockSums); cudaFree(d_total);
  return same ? 0 : 1;
}
// timeout: 60
// expect: no error: 4800 scores sorted, matches std::stable_sort
// expect: best matches: (20,55) (20,25) (20,56) (21,25) (20,26) (20,54)
// expect: worst match at (59,1)
