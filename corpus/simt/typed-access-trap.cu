// corpus/simt/typed-access-trap.cu: with every check off, lanes whose load or store address
// divides by zero trap as they do with the checks on (issue 22: the typed code that computes
// the address hands the access back to the warp's own path), in lane order; the other lanes
// load and store.
// cudak-args: --racecheck=no --memcheck=no --initcheck=no --synccheck=no --leakcheck=no --apicheck=no
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void k(const int *a, int *o, int z) {
  int t = threadIdx.x;
  int v = a[t / ((t & 3) - z)];       /* lanes 0, 4, ... divide by 0 */
  o[t] = v;
  o[32 + t / ((t & 7) - z + 1)] = t;  /* no lane divides by 0 */
  o[t / ((t & 7) - z)] = v;           /* lanes 0, 8, 16, 24 */
}

int main(void) {
  int h[64], *a, *o;
  for (int i = 0; i < 64; i++)
    h[i] = i * 10;
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(o, 0, sizeof h);
  k<<<1, 32>>>(a, o, 0);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaFree(a);
  cudaFree(o);
  return 0;
}
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^typed-access-trap\.cu:11:12: error: integer division by zero
// expect-report: ^typed-access-trap\.cu:11:12: note: in thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^typed-access-trap\.cu:14:24: error: integer division by zero
// expect-report: ^typed-access-trap\.cu:14:24: note: in thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^typed-access-trap\.cu:11:12: note: division-by-zero reported 8 times \(7 repeats folded\)
// expect-report: ^typed-access-trap\.cu:14:24: note: division-by-zero reported 4 times \(3 repeats folded\)
// expect-report: ^cudak: 2 errors, 0 warnings; 10 repeats folded \(seed 0\)$
