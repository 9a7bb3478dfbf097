// No progress: a loop that steps by two towards an odd bound, in the threads of one warp only;
// --max-steps stops the run and reports the running warp and the one that finished.
// cudak-args: --max-steps=50000
#include <stdio.h>
__global__ void skip(int *out, int bound) {
  int t = threadIdx.x, s = 0;
  if (t >= 32)
    for (int i = 0; i != bound; i += 2)
      s += i;
  out[t] = s;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  skip<<<1, 64>>>(d, 7);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// The note must say where the warp is in words a user knows; "spin in token" names an internal
// statement kind of the lowered program.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-no-progress-odd\.cu:8:35: error: no progress in kernel 'skip': 1 warp still running
// expect-report: ^sync-no-progress-odd\.cu:8:35: note: warp 1 of block \(0,0,0\): threads 32-63 (?!spin in token)
// expect-report: ^cudak: note: the kernel did not finish within --max-steps warp steps
// expect-report: ^sync-no-progress-odd\.cu:14:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
