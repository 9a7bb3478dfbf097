// corpus/samples/integrated-gpu.cu: the start of the samples that interoperate with GLES on
// Jetson boards: findIntegratedGPU looks for an integrated GPU; the modelled device is a
// discrete one, so the helper prints its message and exits with EXIT_FAILURE, as on a desktop.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>

int main(void)
{
  int integrated = -1;
  checkCudaErrors(cudaDeviceGetAttribute(&integrated, cudaDevAttrIntegrated, 0));
  printf("integrated: %d\n", integrated);
  fflush(stdout);
  int dev = findIntegratedGPU();
  printf("using device %d\n", dev);
  return 0;
}
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: integrated: 0
// expect-exit: 1
// expect-stderr: CUDA error: No GLES-CUDA Interop capable GPU found.
