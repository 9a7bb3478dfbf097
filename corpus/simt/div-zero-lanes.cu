// corpus/simt/div-zero-lanes.cu: integer divisions by zero in some lanes of a warp and not in
// others, by a register, by a value the lanes share and inside a sum (issue 22: the typed
// warp-wide code reports each trapping lane as the tree walk does, in lane order, and the lanes
// that do not trap go on). Every lane of a trap is reported; the repeats are folded.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void k(int *out, int n) {
  int d = (threadIdx.x % 4) - n;
  int q = 100 / d + threadIdx.x;              /* lanes 0, 4, ... divide by 0 */
  out[threadIdx.x] = q;
  if (threadIdx.x & 1) {
    int r = (int) threadIdx.x % (n - 1 + 1);  /* every odd lane: n is 0 */
    out[threadIdx.x] = r + 7 / ((int) threadIdx.x - 3);  /* lane 3 */
  }
}

int main(void) {
  int *o, h[32];
  cudaMalloc(&o, sizeof h);
  cudaMemset(o, 0, sizeof h);
  k<<<1, 32>>>(o, 0);
  cudaDeviceSynchronize();
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[2], h[6]);
  cudaFree(o);
  return 0;
}
// expect: 52 56
// expect-exit: 1
// expect-report: ^div-zero-lanes\.cu:10:7: error: integer division by zero
// expect-report: ^div-zero-lanes\.cu:10:7: note: in thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^div-zero-lanes\.cu:13:9: error: integer division by zero
// expect-report: ^div-zero-lanes\.cu:13:9: note: in thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^div-zero-lanes\.cu:14:22: error: integer division by zero
// expect-report: ^div-zero-lanes\.cu:14:22: note: in thread \(3,0,0\) of block \(0,0,0\) \(warp 0, lane 3\)
// expect-report: ^div-zero-lanes\.cu:10:7: note: division-by-zero reported 8 times \(7 repeats folded\)
// expect-report: ^div-zero-lanes\.cu:13:9: note: division-by-zero reported 16 times \(15 repeats folded\)
// expect-report: ^cudak: 3 errors, 0 warnings; 22 repeats folded \(seed 0\)$
