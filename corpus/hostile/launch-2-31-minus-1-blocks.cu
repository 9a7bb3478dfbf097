// A valid launch of 2^31 - 1 blocks that each do a little work (issue 24). A GPU runs it in
// seconds; cudak would need hours, so --max-steps bounds it here, and the run ends as a kernel
// that made no progress (cudaErrorLaunchTimeout). It was open (fuzz/open) because the race
// checker kept the state of every block that had run and an epoch per block until the grid
// ended: about 50 MB a second. Blocks' state now goes at their end and the epochs no race tuple
// names are collected (checker/race.c); memory stays flat (about 25 MB), which
// tests/test-race.c (/checker/race/global/many-blocks-bounded) checks.
// cudak-args: --max-steps=2000000
// timeout: 60
#include <stdio.h>
__global__ void k(unsigned *p) { atomicAdd(p, 1u); }
int main(void) {
  unsigned *d, h = 0;
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<(1u << 31) - 1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^launch-2-31-minus-1-blocks\.cu:11:17: error: no progress in kernel 'k': 512 warps still running$
// expect-report: ^launch-2-31-minus-1-blocks\.cu:18:3: warning: unchecked CUDA error: 'cudaMemcpy' returned cudaErrorLaunchTimeout
// expect-report: ^launch-2-31-minus-1-blocks\.cu:14:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed$
