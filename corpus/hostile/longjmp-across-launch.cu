// A longjmp from after a kernel launch back to before it, while the kernel may still run.
#include <setjmp.h>
#include <stdio.h>
static jmp_buf env;
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }
int main(void) {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  volatile int round = 0;
  if (setjmp(env) < 3) {
    round++;
    k<<<1, 32>>>(d);
    longjmp(env, round);
  }
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", round, h[31]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^longjmp-across-launch\.cu:2:10: error: unsupported: the C library header <setjmp\.h> \(setjmp and longjmp\)
