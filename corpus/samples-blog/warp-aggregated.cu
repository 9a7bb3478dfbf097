// corpus/samples-blog/warp-aggregated.cu: the NVIDIA blog's "CUDA Pro Tip: Optimized Filtering
// with Warp-Aggregated Atomics" and "Using CUDA Warp-Level Primitives": stream compaction where
// the lanes that keep an element elect a leader (__activemask, __ffs, __popc of the lanes below),
// the leader does one atomicAdd for the warp and broadcasts the base with __shfl_sync; the same
// with cooperative groups' coalesced_threads(); and a histogram whose lanes with equal bins
// (found with __match_any_sync) add once per bin, checking __match_all_sync on a uniform value.
// The compacted order depends on the schedule, so the program sorts it before comparing.
// Expected output by hand and from the host reference.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr)
{
  unsigned int active = __activemask();
  int leader = __ffs(active) - 1;
  int change = __popc(active);
  int lane_mask_lt = (1 << (threadIdx.x % 32)) - 1;
  unsigned int rank = __popc(active & lane_mask_lt);
  int warp_res;
  if (rank == 0) warp_res = atomicAdd(ctr, change);
  warp_res = __shfl_sync(active, warp_res, leader);
  return warp_res + rank;
}

__global__ void filter_k(int *dst, int *nres, const int *src, int n)
{
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n && src[i] > 0)
    dst[atomicAggInc(nres)] = src[i];
}

__device__ int atomicAggIncCG(int *ctr)
{
  cg::coalesced_group g = cg::coalesced_threads();
  int warp_res;
  if (g.thread_rank() == 0)
    warp_res = atomicAdd(ctr, g.size());
  return g.shfl(warp_res, 0) + g.thread_rank();
}

__global__ void filter_cg(int *dst, int *nres, const int *src, int n)
{
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n && src[i] > 0)
    dst[atomicAggIncCG(nres)] = src[i];
}

__global__ void histogram_match(const int *src, int n, unsigned *bins, int nbins, int *uniform)
{
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int bin = i < n ? (src[i] % nbins + nbins) % nbins : nbins;   // nbins: past the end, no bin
  unsigned peers = __match_any_sync(0xffffffffu, bin);
  int leader = __ffs(peers) - 1;
  if (bin < nbins && (int)(threadIdx.x % 32) == leader)
    atomicAdd(&bins[bin], __popc(peers));
  int pred;
  unsigned all = __match_all_sync(0xffffffffu, blockDim.x, &pred);
  if (i == 0) *uniform = pred && all == 0xffffffffu;
}

int main()
{
  const int n = 1 << 14, nbins = 10;
  std::vector<int> h_src(n);
  unsigned s = 7;
  for (int &v : h_src) { s = s * 1664525u + 1013904223u; v = (int)(s >> 20) % 200 - 100; }
  int expectKept = std::count_if(h_src.begin(), h_src.end(), [](int v) { return v > 0; });
  std::vector<int> kept;
  for (int v : h_src) if (v > 0) kept.push_back(v);
  std::sort(kept.begin(), kept.end());
  std::vector<unsigned> refBins(nbins, 0);
  for (int v : h_src) refBins[(v % nbins + nbins) % nbins]++;

  int *d_src, *d_dst, *d_nres, *d_uniform;
  unsigned *d_bins;
  cudaMalloc(&d_src, n * sizeof(int));
  cudaMalloc(&d_dst, n * sizeof(int));
  cudaMalloc(&d_nres, sizeof(int));
  cudaMalloc(&d_uniform, sizeof(int));
  cudaMalloc(&d_bins, nbins * sizeof(unsigned));
  cudaMemcpy(d_src, h_src.data(), n * sizeof(int), cudaMemcpyHostToDevice);

  for (int variant = 0; variant < 2; variant++) {
    cudaMemset(d_nres, 0, sizeof(int));
    if (variant == 0) filter_k<<<n / 256, 256>>>(d_dst, d_nres, d_src, n);
    else filter_cg<<<n / 256, 256>>>(d_dst, d_nres, d_src, n);
    int nres = 0;
    cudaMemcpy(&nres, d_nres, sizeof(int), cudaMemcpyDeviceToHost);
    std::vector<int> out(nres);
    cudaMemcpy(out.data(), d_dst, nres * sizeof(int), cudaMemcpyDeviceToHost);
    std::sort(out.begin(), out.end());
    printf("%s: kept %d of %d (host %d), %s\n", variant ? "coalesced_threads" : "atomicAggInc", nres, n, expectKept,
           out == kept ? "same elements" : "WRONG");
  }

  cudaMemset(d_bins, 0, nbins * sizeof(unsigned));
  histogram_match<<<(n + 1023) / 1024, 1024>>>(d_src, n, d_bins, nbins, d_uniform);
  std::vector<unsigned> bins(nbins);
  int uniform = 0;
  cudaMemcpy(bins.data(), d_bins, nbins * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(&uniform, d_uniform, sizeof(int), cudaMemcpyDeviceToHost);
  printf("histogram:");
  for (unsigned b : bins) printf(" %u", b);
  printf(" %s, __match_all_sync %s\n", bins == refBins ? "(matches)" : "(WRONG)", uniform ? "uniform" : "NOT uniform");
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  cudaFree(d_src); cudaFree(d_dst); cudaFree(d_nres); cudaFree(d_uniform); cudaFree(d_bins);
  return 0;
}
// timeout: 60
// expect: atomicAggInc: kept 7934 of 16384 (host 7934), same elements
// expect: coalesced_threads: kept 7934 of 16384 (host 7934), same elements
// expect: histogram: 1621 1594 1634 1685 1604 1629 1670 1609 1664 1674 (matches), __match_all_sync uniform
// expect: no error
