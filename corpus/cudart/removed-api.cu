// corpus/cudart/removed-api.cu: CUDA 13.0 removed the deprecated cudaThreadSynchronize (and
// cudaThreadExit) from cuda_runtime_api.h: a program calling it does not compile with nvcc 13,
// nor with cudak, whose headers are CUDA 13.0's. cudaDeviceSynchronize replaces it.
#include <cstdio>
#include <cuda_runtime.h>

int main ()
{
  printf ("%s\n", cudaGetErrorName (cudaThreadSynchronize ()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^removed-api\.cu\(9\): error: identifier "cudaThreadSynchronize" is undefined$
// expect-report: removed-api\.cu:9:37: error: 'cudaThreadSynchronize' was not declared in this scope
