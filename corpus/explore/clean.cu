// --explore=8 over a race-free program: whatever the random warp schedule, every seed gives
// the same output and no finding, so there is one outcome and the exploring a.out exits with 0.
// Each block sums its threads' values in shared memory between barriers; the blocks meet only
// through atomicAdd.
#include <stdio.h>
#define THREADS 64
__global__ void sum(const int *in, int *total) {
  __shared__ int part[THREADS];
  int t = threadIdx.x;
  part[t] = in[blockIdx.x * THREADS + t];
  __syncthreads();
  for (int s = THREADS / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s];
    __syncthreads();
  }
  if (t == 0)
    atomicAdd(total, part[0]);
}
int main(void) {
  int h[4 * THREADS], *in, *total, result = 0;
  for (int i = 0; i < 4 * THREADS; i++)
    h[i] = i;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&total, sizeof result);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(total, 0, sizeof result);
  sum<<<4, THREADS>>>(in, total);
  cudaMemcpy(&result, total, sizeof result, cudaMemcpyDeviceToHost);
  printf("total = %d\n", result);
  cudaFree(in);
  cudaFree(total);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// cudak-args: --sched=random --explore=8
// timeout: 90
// expect: cudak: explored 8 seeds (0-7): 1 distinct outcome
// expect: outcome 1: 8 seeds (0-7): exit 0, no findings
// expect:   | total = 32640
