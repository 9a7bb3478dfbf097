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
// xfail: no warning: the failing cudaMemcpy's result is dropped but no unchecked-api-error is reported; no host call ever gets one (cudaSetDevice(7) alone does not either): the host path's CkBuiltinCall.result_used seems always set (semantics/warp.c sets it from s->dst >= 0; interp/lower.c may give every call a destination register; checker/checker.c on_api is right; issue 6)
// SPDX-License-Identifier: MIT
// expect: copied?
// expect-report: ^api-unchecked\.cu:7:3: warning: unchecked CUDA error: 'cudaMemcpy' returned cudaErrorInvalidMemcpyDirection \(21\)
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
