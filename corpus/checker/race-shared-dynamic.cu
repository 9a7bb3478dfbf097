// Read after write on dynamic (extern) shared memory: a tree reduction whose barrier is missing
// between the levels.
#include <stdio.h>
__global__ void reduce(const int *in, int *out) {
  extern __shared__ int part[];
  int t = threadIdx.x;
  part[t] = in[t];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s];
    /* __syncthreads() missing */
  }
  if (t == 0)
    *out = part[0];
}
int main(void) {
  int h[64], *din, *dout, sum;
  for (int i = 0; i < 64; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof sum);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<<<1, 64, 64 * sizeof(int)>>>(din, dout);
  cudaMemcpy(&sum, dout, sizeof sum, cudaMemcpyDeviceToHost);
  printf("%d\n", sum);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2016
// expect-exit: 1
// expect-report: ^race-shared-dynamic\.cu:11:22: error: data race on shared memory: read of 4 bytes at 'part'\[16\] conflicts with an earlier write
// expect-report: ^race-shared-dynamic\.cu:11:15: note: previous write by thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)
// expect-report: ^race-shared-dynamic\.cu:11:22: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 30 repeats folded \(seed 0\)
