// A barrier in a loop whose trip count differs between warps: warp 0 makes one iteration, warp 1
// two, then both wait at the barrier after the loop.
#include <stdio.h>
__global__ void uneven(int *out) {
  int t = threadIdx.x, w = t / 32;
  for (int i = 0; i <= w; i++)
    __syncthreads();
  __syncthreads();
  out[t] = w;
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  uneven<<<1, 64>>>(d);
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %d\n", cudaGetErrorName(e), h[63]);
  cudaFree(d);
  return 0;
}
//
// What cudak reports, and why the run completes: the barriers of the formal model count arrivals
// in whole warps [H §5.5] and do not tell barrier statements apart, so warp 1's second loop
// barrier (line 7) pairs with warp 0's barrier after the loop (line 8) and the block goes on:
// that is the barrier mismatch below. Warp 0 then exits, and a warp whose threads have all
// exited no longer holds a barrier back (semantics/block.c, as on the hardware), so warp 1's
// last barrier completes alone and nothing deadlocks. That warp 1 waited at line 8 after warp 0
// had exited is the "exited while others wait" class, see sync-exit-wait.cu.
// SPDX-License-Identifier: MIT
// expect: cudaSuccess 1
// expect-exit: 1
// expect-report: ^sync-deadlock-loop\.cu:7:5: error: barrier mismatch: warp 1 of block \(0,0,0\) waits at barrier 0 here, other warps of the block at sync-deadlock-loop\.cu:8:3
// expect-report: ^sync-deadlock-loop\.cu:7:5: note: threads 32-63 wait here
// expect-report: ^sync-deadlock-loop\.cu:8:3: note: other warps of the block wait at this barrier statement
// expect-report: ^sync-deadlock-loop\.cu:8:3: error: barrier divergence: threads 0-31 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
