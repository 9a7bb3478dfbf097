// Releasing the primary context once more than the program retained it, after the runtime
// took its own reference (cudaFree(0) here), would drop the runtime's reference and reset the
// context under it. cudak does not model that reset: the call stops the program with an
// unsupported error naming it, instead of pretending it succeeded.
#include <cuda.h>
#include <stdio.h>

int main(void) {
  CUdevice dev;
  CUcontext ctx;
  cudaFree(0);
  cuDeviceGet(&dev, 0);
  cuDevicePrimaryCtxRetain(&ctx, dev);
  printf("first release: %d\n", (int) cuDevicePrimaryCtxRelease(dev));
  printf("second release: %d\n", (int) cuDevicePrimaryCtxRelease(dev));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: first release: 0
// expect-exit: 1
// expect-report: ^driver-api-release\.cu:15:40: error: unsupported: cuDevicePrimaryCtxRelease without a matching cuDevicePrimaryCtxRetain would release the runtime's reference to the primary context$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
