// corpus/samples/check-errors-call.cu: checkCudaErrors on a runtime call that fails (a copy
// from a pointer that cudaFree already released) prints the samples' "CUDA error at" line with
// the call's text and exits with EXIT_FAILURE.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>

int main(void)
{
  float h[4], *d;
  checkCudaErrors(cudaMalloc((void **)&d, sizeof h));
  checkCudaErrors(cudaMemset(d, 0, sizeof h));
  checkCudaErrors(cudaFree(d));
  checkCudaErrors(cudaFree(d));
  printf("not reached %f\n", h[0]);
  return 0;
}
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect-exit: 1
// expect-report: ^check-errors-call\.cu:15:3: error: double free
// expect-report: ^CUDA error at check-errors-call\.cu:15 code=1\(cudaErrorInvalidValue\) "cudaFree\(d\)" $
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
