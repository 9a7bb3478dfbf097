// corpus/samples-competitive/warp-ptx-registers.cu: warp-level code that reads PTX special
// registers with inline assembly, as CUB's util_ptx.cuh and competitive code write it: LaneId()
// (%laneid), WarpId() (%warpid), LaneMaskLt()/LaneMaskLe()/LaneMaskGe() and the cycle counter
// (%clock64), used for a warp-aggregated stream compaction (ballot, popc of the lanes below),
// a compiler barrier (asm volatile ("" ::: "memory")) and a membar.gl fence before a flag.
// Expected output by hand: the compaction keeps the multiples of 3 in order within each warp.
// SPDX-License-Identifier: MIT
#include <cstdio>

__device__ __forceinline__ unsigned int LaneId()
{
  unsigned int ret;
  asm ("mov.u32 %0, %%laneid;" : "=r"(ret) );
  return ret;
}

__device__ __forceinline__ unsigned int WarpId()
{
  unsigned int ret;
  asm volatile ("mov.u32 %0, %%warpid;" : "=r"(ret) );
  return ret;
}

__device__ __forceinline__ unsigned int LaneMaskLt()
{
  unsigned int ret;
  asm ("mov.u32 %0, %%lanemask_lt;" : "=r"(ret) );
  return ret;
}

__device__ __forceinline__ unsigned int LaneMaskLe()
{
  unsigned int ret;
  asm ("mov.u32 %0, %%lanemask_le;" : "=r"(ret) );
  return ret;
}

__device__ __forceinline__ unsigned int LaneMaskGe()
{
  unsigned int ret;
  asm ("mov.u32 %0, %%lanemask_ge;" : "=r"(ret) );
  return ret;
}

__device__ __forceinline__ unsigned long long Clock64()
{
  unsigned long long t;
  asm volatile ("mov.u64 %0, %%clock64;" : "=l"(t));
  return t;
}

// each warp compacts its keepers into its own slice of out; counts[warp] says how many
__global__ void compact(const int *in, int *out, int *counts, int *checks, int *flag)
{
  unsigned long long t0 = Clock64();
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[gid];
  bool keep = v % 3 == 0;
  unsigned int ballot = __ballot_sync(0xffffffffu, keep);
  int slot = __popc(ballot & LaneMaskLt());
  int warpGlobal = gid / 32;
  if (keep) out[warpGlobal * 32 + slot] = v;
  if (LaneId() == 0) counts[warpGlobal] = __popc(ballot);
  asm volatile ("" ::: "memory");
  // %warpid is the warp's slot on its SM (volatile, not its index in the block): only bounded
  bool lanesOk = LaneId() == (unsigned int)(threadIdx.x % 32) && WarpId() < 64u
                 && (LaneMaskLe() & ~LaneMaskLt()) == 1u << LaneId() && (LaneMaskGe() | LaneMaskLt()) == 0xffffffffu;
  if (!lanesOk || Clock64() < t0) atomicAdd(checks, 1);
  if (gid == 0) {
    asm volatile ("membar.gl;");
    atomicExch(flag, 1);
  }
}

int main()
{
  const int n = 128;
  int *in, *out, *counts, *checks, *flag;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  cudaMallocManaged(&counts, n / 32 * sizeof(int));
  cudaMallocManaged(&checks, sizeof(int));
  cudaMallocManaged(&flag, sizeof(int));
  for (int i = 0; i < n; i++) in[i] = (i * 7) % 40;
  *checks = 0;
  *flag = 0;
  compact<<<2, 64>>>(in, out, counts, checks, flag);
  cudaDeviceSynchronize();
  for (int w = 0; w < n / 32; w++) {
    printf("warp %d keeps %2d:", w, counts[w]);
    for (int k = 0; k < counts[w]; k++) printf(" %d", out[w * 32 + k]);
    printf("\n");
  }
  printf("register checks failed: %d, flag %d\n", *checks, *flag);
  cudaFree(in); cudaFree(out); cudaFree(counts); cudaFree(checks); cudaFree(flag);
  return 0;
}
// expect: warp 0 keeps 11: 0 21 9 30 18 39 6 27 15 36 3
// expect: warp 1 keeps 11: 24 12 33 0 21 9 30 18 39 6 27
// expect: warp 2 keeps 11: 15 36 3 24 12 33 0 21 9 30 18
// expect: warp 3 keeps 12: 39 6 27 15 36 3 24 12 33 0 21 9
// expect: register checks failed: 0, flag 1
