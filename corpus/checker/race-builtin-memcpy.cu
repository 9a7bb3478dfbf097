// __builtin_memcpy into shared memory is an assignment to the checker: two lanes that copy
// different values into one element of the staging buffer race (issue 23, defect 5).
#include <stdio.h>

__global__ void stage_pairs(const float *in, float *out) {
  __shared__ float stage[16];
  int t = threadIdx.x;
  __builtin_memcpy(&stage[t / 2], &in[t], sizeof(float));   // lanes 2k and 2k+1 collide
  __syncthreads();
  if (t < 16)
    out[t] = stage[t];
}

int main(void) {
  float h[32], *in, *out;
  for (int i = 0; i < 32; i++)
    h[i] = (float) i;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, 16 * sizeof(float));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  stage_pairs<<<1, 32>>>(in, out);
  cudaMemcpy(h, out, 16 * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%g\n", h[15]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 1
// expect-report: ^race-builtin-memcpy\.cu:8:3: error: data race on shared memory: write of 4 bytes at 'stage'\[0\] conflicts with the write of another lane of the same statement$
// expect-report: ^race-builtin-memcpy\.cu:8:3: note: the other write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-builtin-memcpy\.cu:8:3: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); the values differ
// expect-report: ^cudak: 1 error, 0 warnings; 15 repeats folded \(seed 0\)
