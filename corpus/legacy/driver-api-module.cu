// Loading a module and launching through the driver API (cuModuleLoad, cuModuleGetFunction,
// cuLaunchKernel) needs a cubin or PTX that cudak does not compile: the build stops with an
// error naming the call instead of running something else.
#include <cuda.h>
#include <stdio.h>

int main(void) {
  CUmodule mod;
  CUfunction fn;
  cuInit(0);
  if (cuModuleLoad(&mod, "vectorAdd.ptx") != CUDA_SUCCESS)
    return 1;
  cuModuleGetFunction(&fn, mod, "vectorAdd");
  printf("loaded\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^driver-api-module\.cu:11:7: error: unsupported: 'cuModuleLoad' is not implemented by cudak
// expect-report: ^driver-api-module\.cu:13:3: error: unsupported: 'cuModuleGetFunction' is not implemented by cudak
