// corpus/cudart/removed-api.cu: CUDA 13.0 removed the deprecated cudaThreadSynchronize (and
// cudaThreadExit) from cuda_runtime_api.h: nvcc 13 does not compile a program calling it. cudak
// accepts it with CUDA 12's deprecation warning (legacy/thread-api.cu); a build that wants CUDA
// 13's API only makes that warning an error with nvcc's -Werror deprecated-declarations.
// cudaDeviceSynchronize replaces it.
// cudak-args: -Werror deprecated-declarations
#include <cstdio>
#include <cuda_runtime.h>

int main ()
{
  printf ("%s\n", cudaGetErrorName (cudaThreadSynchronize ()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^removed-api\.cu\(12\): error: identifier "cudaThreadSynchronize" is undefined$
// expect-report: removed-api\.cu:12:37: error: 'cudaThreadSynchronize' is deprecated: removed in CUDA 13, use cudaDeviceSynchronize \[-Werror=deprecated-declarations\]
