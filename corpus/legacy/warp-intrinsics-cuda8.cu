// Warp-level code of the CUDA 5-8 era (Kepler's shuffle reduction, votes without a member
// mask), built for sm_52 as it was then: __shfl_down, __shfl_xor, __shfl_up, __shfl, __ballot,
// __any, __all and the bool forms any, all and ballot act on the lanes that execute them, the
// whole warp when it is converged. -Wno-deprecated-declarations silences the deprecation
// warnings nvcc 9-12 gave (legacy/warp-intrinsics-warnings.cu shows them). The code relies on
// the lockstep warps of the stack model (--simt=stack, sm_52's): under independent thread
// scheduling the lanes leaving the grid-stride loop at different times need not reconverge
// before __shfl_down, and the sum comes out wrong, which is why CUDA 9 added the _sync forms.
// cudak-args: -Wno-deprecated-declarations --simt=stack
// nvcc: removed-in-cuda13: __shfl_down, __shfl_xor, __shfl_up, __shfl, __ballot, __any, __all, any, all, ballot (sm_70+ only in CUDA 13)
#include <stdio.h>

__inline__ __device__ int warpReduceSum(int val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down(val, offset);
  return val;
}

__inline__ __device__ int warpAllReduceMax(int val) {
  for (int mask = warpSize / 2; mask > 0; mask /= 2)
    val = max(val, __shfl_xor(val, mask));
  return val;
}

__global__ void deviceReduce(const int *in, int *out, int n) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0)
    atomicAdd(out, sum);
}

__global__ void votes(const int *in, int *out) {
  int lane = threadIdx.x & 31;
  int v = in[threadIdx.x];
  int scan = v;
  for (int d = 1; d < 32; d *= 2) {
    int up = __shfl_up(scan, d);
    if (lane >= d)
      scan += up;
  }
  unsigned neg = __ballot(v < 0);
  unsigned big = ballot(v > 100);
  int anyNeg = __any(v < 0), allPos = __all(v > 0);
  bool anyBig = any(v > 100), allSmall = all(v < 1000);
  int first = __shfl(v, 0);
  int mx = warpAllReduceMax(v);
  /* in a divergent branch only the lanes inside vote */
  unsigned evenNeg = 0;
  if (lane % 2 == 0)
    evenNeg = __ballot(v < 0);
  if (lane == 31) {
    out[0] = scan;
    out[1] = (int) neg;
    out[2] = (int) big;
    out[3] = anyNeg;
    out[4] = allPos;
    out[5] = anyBig;
    out[6] = allSmall;
    out[7] = first;
    out[8] = mx;
  }
  if (lane == 0)
    out[9] = (int) evenNeg;
}

int main(void) {
  const int n = 10000;
  int *h = (int *) malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i % 7;
  int *d_in, *d_out, total = 0;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  deviceReduce<<<8, 256>>>(d_in, d_out, n);
  cudaMemcpy(&total, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  int expect = 0;
  for (int i = 0; i < n; i++)
    expect += h[i];
  printf("sum %d (expected %d)\n", total, expect);

  int w[32], r[10];
  for (int i = 0; i < 32; i++)
    w[i] = i == 5 || i == 6 ? -i : i * 7;
  int *d_r;
  cudaMalloc(&d_r, sizeof r);
  cudaMemcpy(d_in, w, sizeof w, cudaMemcpyHostToDevice);
  votes<<<1, 32>>>(d_in, d_r);
  cudaMemcpy(r, d_r, sizeof r, cudaMemcpyDeviceToHost);
  printf("scan %d ballot %08x %08x any %d all %d any %d all %d shfl %d max %d even %08x\n",
         r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_r);
  free(h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: sum 29994 (expected 29994)
// expect: scan 3384 ballot 00000060 ffff8000 any 1 all 0 any 1 all 1 shfl 0 max 217 even 00000040
