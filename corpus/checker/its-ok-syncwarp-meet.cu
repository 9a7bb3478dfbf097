// The two halves of a warp exchange values through shared memory, each half in its own branch
// with its own __syncwarp(). Since Volta the threads a __syncwarp mask names must execute a
// __syncwarp with the same mask, not the same statement (CUDA Programming Guide, Warp
// Synchronization Functions), so under --simt=its the two statements meet and order the
// exchange (issue 23, defect 6). sync-syncwarp-meet-stack.cu runs it before Volta, where they
// must be one statement; its-sync-syncwarp-mask-differs.cu gives one side another mask.
// cudak-args: -arch=sm_70
// nvcc-args: -arch=sm_75
#include <stdio.h>

__global__ void swap_halves(int *out) {
  __shared__ int s[32];
  int lane = threadIdx.x;
  if (lane < 16) {
    s[lane] = lane;
    __syncwarp(0xffffffff);
    out[lane] = s[lane + 16];
  } else {
    s[lane] = lane * 10;
    __syncwarp(0xffffffff);
    out[lane] = s[lane - 16];
  }
}

int main(void) {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  swap_halves<<<1, 32>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[15], h[16], h[31]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 160 310 0 15
