// Out of bounds in a static shared array: the tile has 32 elements plus no halo, but the last
// thread reads one past its end.
#include <stdio.h>
__global__ void right_neighbour(const int *in, int *out) {
  __shared__ int tile[32];
  int t = threadIdx.x;
  tile[t] = in[t];
  __syncthreads();
  out[t] = tile[t + 1];
}
int main(void) {
  int h[32], *din, *dout;
  for (int i = 0; i < 32; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  right_neighbour<<<1, 32>>>(din, dout);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-shared\.cu:9:16: error: out-of-bounds read of 4 bytes in shared memory at offset 128 of 'tile' \(128 bytes\)$
// expect-report: ^mem-oob-shared\.cu:9:16: note: read by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)
// expect-report: ^mem-oob-shared\.cu:15:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^mem-oob-shared\.cu:16:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
