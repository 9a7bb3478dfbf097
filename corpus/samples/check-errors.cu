// corpus/samples/check-errors.cu: checkCudaErrors around a call that fails, as every CUDA
// sample wraps its runtime calls: a launch with too many threads per block is caught by
// getLastCudaError with the samples' message, and the program exits with EXIT_FAILURE (leaking
// its buffer, which the checker reports as a warning).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>

__global__ void fill(int *a, int v)
{
  a[threadIdx.x] = v;
}

int main(int argc, char **argv)
{
  int *d = NULL;
  checkCudaErrors(cudaMalloc((void **)&d, 256 * sizeof(int)));
  fill<<<1, 256>>>(d, 7);
  getLastCudaError("fill<<<1, 256>>> failed");
  checkCudaErrors(cudaDeviceSynchronize());
  printf("first launch ok\n");
  fill<<<1, 2048>>>(d, 7);
  getLastCudaError("fill<<<1, 2048>>> failed");
  printf("not reached\n");
  checkCudaErrors(cudaFree(d));
  return 0;
}
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: first launch ok
// expect-exit: 1
// expect-report: ^check-errors\.cu:24:7: error: invalid launch of 'fill' with grid \(1,1,1\) and block \(2048,1,1\), 0 bytes of dynamic shared memory: invalid block dimensions
// expect-report: ^check-errors\.cu\(25\) : getLastCudaError\(\) CUDA error : fill<<<1, 2048>>> failed : \(9\) invalid configuration argument\.$
// expect-report: ^check-errors\.cu:19:3: warning: leak: 1024 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
