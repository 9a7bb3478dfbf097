// its-ok-syncwarp-meet.cu before Volta (--simt=stack, the default sm_52): the threads a
// __syncwarp mask names must execute the same __syncwarp() in convergence, so each half's
// __syncwarp names lanes that do not execute it with them: an error at each, and the exchange
// races (issue 23, defect 6).
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
  printf("done\n");
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: done
// expect-exit: 1
// expect-report: ^sync-syncwarp-meet-stack\.cu:16:5: error: the member mask 0xffffffff of __syncwarp names lanes 0, 1, 2, 3, 4, 5, 6, 7, \.\.\. of warp 0 of block 0, which do not execute it with lanes of mask 0xffff0000$
// expect-report: ^sync-syncwarp-meet-stack\.cu:16:5: note: in thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)
// expect-report: ^sync-syncwarp-meet-stack\.cu:17:18: error: uninitialized read of 4 bytes in shared memory at offset 0 of 's'
// expect-report: ^sync-syncwarp-meet-stack\.cu:11:13: error: data race on shared memory: write of 4 bytes at 's'\[0\] conflicts with an earlier read
// expect-report: ^sync-syncwarp-meet-stack\.cu:12:5: error: the member mask 0xffffffff of __syncwarp names lanes 16, 17, 18, 19, 20, 21, 22, 23, \.\.\. of warp 0 of block 0, which do not execute it with lanes of mask 0xffff$
// expect-report: ^cudak: 4 errors, 0 warnings; 30 repeats folded \(seed 0\)
