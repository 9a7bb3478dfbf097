// corpus/simt/bug-sync-mask-inactive.cu: a *_sync warp function whose mask names lanes that do
// not execute it (here the odd lanes, which took the other branch) is undefined behaviour in
// CUDA (compute-sanitizer's synccheck reports it); cudak computes a value over the active lanes
// and says nothing.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void k(int *out)
{
  int t = threadIdx.x;
  int r = -1;
  if (t % 2 == 0)
    r = __any_sync(0xffffffffu, t == 6);
  out[t] = r;
}

int main(void)
{
  int h[32], *d;
  cudaMalloc(&d, sizeof h);
  k<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return 0;
}
// expect-report: bug-sync-mask-inactive\.cu:14:9: error: .*mask.*
// expect-exit: 1
