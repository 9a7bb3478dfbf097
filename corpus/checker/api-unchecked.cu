// An unchecked CUDA error (a warning): a cudaMemcpy with an invalid direction fails and its
// result is dropped; the program never asks for the error.
#include <stdio.h>
int main(void) {
  int h[4] = { 1, 2, 3, 4 }, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind) 9);
  printf("copied?\n");
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: copied?
// expect-report: ^api-unchecked\.cu:7:3: warning: unchecked CUDA error: 'cudaMemcpy' returned cudaErrorInvalidMemcpyDirection \(21\)
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
