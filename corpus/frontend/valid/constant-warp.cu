// corpus/frontend/valid/constant-warp.cu: __constant__ arrays (1-D, 2-D and of structs) set with
// initializers and cudaMemcpyToSymbol, read by a warp that reduces with __shfl_down_sync, votes
// with __ballot_sync/__any_sync/__all_sync and counts with __popc under __activemask
// SPDX-License-Identifier: MIT
#include <stdio.h>

#define FULL_MASK 0xffffffffu

struct term { float coef; int power; };

__constant__ float weights[32];
__constant__ int stencil[3][3] = {{0, 1, 0}, {1, -4, 1}, {0, 1, 0}};
__constant__ struct term poly[3] = {{1.0f, 0}, {2.0f, 1}, {0.5f, 2}};

__device__ float eval_poly(float x)
{
  float r = 0.0f;
  for (int k = 0; k < 3; k++) {
    float p = 1.0f;
    for (int e = 0; e < poly[k].power; e++)
      p *= x;
    r += poly[k].coef * p;
  }
  return r;
}

__global__ void warp_stats(float *sum, unsigned *ballot, int *flags, int *lap)
{
  int lane = threadIdx.x % 32;
  float v = weights[lane] * eval_poly(1.0f);
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(FULL_MASK, v, off);
  unsigned b = __ballot_sync(FULL_MASK, lane % 3 == 0);
  int any = __any_sync(FULL_MASK, lane == 31);
  int all = __all_sync(FULL_MASK, lane < 31);
  int first = __shfl_sync(FULL_MASK, lane * 10, 3);
  if (lane < 8) {
    unsigned active = __activemask();
    if (lane == 0)
      flags[3] = __popc(active);
  }
  int s = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      s += stencil[i][j] * (i * 3 + j);
  if (lane == 0) {
    *sum = v;
    *ballot = b;
    flags[0] = any;
    flags[1] = all;
    flags[2] = first;
    *lap = s;
  }
}

int main(void)
{
  float w[32];
  for (int i = 0; i < 32; i++)
    w[i] = (float) (i + 1);
  cudaMemcpyToSymbol(weights, w, sizeof w);
  struct term lin[3] = {{0.0f, 0}, {1.0f, 1}, {0.0f, 2}};
  cudaMemcpyToSymbol(poly, lin, sizeof lin);
  float *sum;
  unsigned *ballot, hb;
  int *flags, *lap, hf[4], hl;
  float hs;
  cudaMalloc(&sum, sizeof(float));
  cudaMalloc(&ballot, sizeof(unsigned));
  cudaMalloc(&flags, sizeof hf);
  cudaMalloc(&lap, sizeof(int));
  warp_stats<<<1, 32>>>(sum, ballot, flags, lap);
  cudaMemcpy(&hs, sum, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hb, ballot, sizeof hb, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, flags, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hl, lap, sizeof hl, cudaMemcpyDeviceToHost);
  printf("sum=%.0f ballot=%08x any=%d all=%d shfl=%d active=%d laplacian=%d\n", hs, hb, hf[0], hf[1],
         hf[2], hf[3], hl);
  cudaFree(sum);
  cudaFree(ballot);
  cudaFree(flags);
  cudaFree(lap);
  return 0;
}
//
// expect: sum=528 ballot=49249249 any=1 all=0 shfl=30 active=8 laplacian=0
