// nvcc's -Werror all-warnings at build time also makes the run's warnings errors: an unchecked
// CUDA error (a warning) fails the run with --error-exitcode's status, here 5. Without it the
// program's own 0 would stay (api-unchecked.cu).
// cudak-args: -Werror all-warnings --error-exitcode=5
#include <stdio.h>
int main(void) {
  int h[4] = { 1, 2, 3, 4 }, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind) 7);
  printf("copied\n");
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: copied
// expect-exit: 5
// expect-report: ^opt-werror-all-warnings\.cu:9:3: warning: unchecked CUDA error: 'cudaMemcpy' returned cudaErrorInvalidMemcpyDirection \(21\)
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
