// Barrier divergence inside warps: the odd threads of each warp of a 2D block call a function
// that contains the barrier.
#include <stdio.h>
__device__ void publish(int *slot, int v) {
  *slot = v;
  __syncthreads();
}
__global__ void odd_only(int *out) {
  __shared__ int buf[64];
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  if (t % 2 == 1)
    publish(&buf[t], t);
  out[t] = t;
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  odd_only<<<1, dim3(8, 8)>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[63]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 63
// expect-exit: 1
// expect-report: ^sync-divergence-odd\.cu:6:3: error: barrier divergence: barrier 0 reached by threads 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31 of block \(0,0,0\) but not by threads 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30 of the same warp
// expect-report: ^sync-divergence-odd\.cu:6:3: note: threads 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30 \(warp 0\) have not exited but took another path: every live thread of a block must reach the same barrier
// expect-report: ^sync-divergence-odd\.cu:6:3: note: barrier-divergence reported 2 times \(1 repeat folded\)
// expect-report: ^cudak: 1 error, 0 warnings; 1 repeat folded \(seed 0\)
