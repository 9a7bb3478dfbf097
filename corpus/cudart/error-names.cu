// corpus/cudart/error-names.cu: cudaGetErrorName and cudaGetErrorString of the codes the runtime
// API returns, with their values in driver_types.h, as libcudart 13.0 spells them; a code that is
// no cudaError_t is "unrecognized error code" for both. Neither call needs the device, and
// neither changes the last error.
#include <cstdio>
#include <cuda_runtime.h>

static const cudaError_t codes[] = {
  cudaSuccess,
  cudaErrorInvalidValue,
  cudaErrorMemoryAllocation,
  cudaErrorInvalidConfiguration,
  cudaErrorInvalidPitchValue,
  cudaErrorInvalidSymbol,
  cudaErrorInvalidMemcpyDirection,
  cudaErrorInvalidDeviceFunction,
  cudaErrorNoDevice,
  cudaErrorInvalidDevice,
  cudaErrorUnsupportedLimit,
  cudaErrorInvalidResourceHandle,
  cudaErrorNotReady,
  cudaErrorIllegalAddress,
  cudaErrorLaunchOutOfResources,
  cudaErrorLaunchTimeout,
  cudaErrorAssert,
  cudaErrorHostMemoryAlreadyRegistered,
  cudaErrorHostMemoryNotRegistered,
  cudaErrorMisalignedAddress,
  cudaErrorLaunchFailure,
  cudaErrorCooperativeLaunchTooLarge,
  cudaErrorNotPermitted,
  cudaErrorNotSupported,
  cudaErrorUnknown,
};

int main ()
{
  for (int i = 0; i < (int) (sizeof codes / sizeof codes[0]); i++)
    printf ("%d %s: %s\n", (int) codes[i], cudaGetErrorName (codes[i]),
            cudaGetErrorString (codes[i]));
  const int unknown[] = { -1, 10, 1000, 12345 };
  for (int i = 0; i < 4; i++)
    printf ("%d %s: %s\n", unknown[i], cudaGetErrorName ((cudaError_t) unknown[i]),
            cudaGetErrorString ((cudaError_t) unknown[i]));
  printf ("last error %s\n", cudaGetErrorName (cudaGetLastError ()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: 0 cudaSuccess: no error
// expect: 1 cudaErrorInvalidValue: invalid argument
// expect: 2 cudaErrorMemoryAllocation: out of memory
// expect: 9 cudaErrorInvalidConfiguration: invalid configuration argument
// expect: 12 cudaErrorInvalidPitchValue: invalid pitch argument
// expect: 13 cudaErrorInvalidSymbol: invalid device symbol
// expect: 21 cudaErrorInvalidMemcpyDirection: invalid copy direction for memcpy
// expect: 98 cudaErrorInvalidDeviceFunction: invalid device function
// expect: 100 cudaErrorNoDevice: no CUDA-capable device is detected
// expect: 101 cudaErrorInvalidDevice: invalid device ordinal
// expect: 215 cudaErrorUnsupportedLimit: limit is not supported on this architecture
// expect: 400 cudaErrorInvalidResourceHandle: invalid resource handle
// expect: 600 cudaErrorNotReady: device not ready
// expect: 700 cudaErrorIllegalAddress: an illegal memory access was encountered
// expect: 701 cudaErrorLaunchOutOfResources: too many resources requested for launch
// expect: 702 cudaErrorLaunchTimeout: the launch timed out and was terminated
// expect: 710 cudaErrorAssert: device-side assert triggered
// expect: 712 cudaErrorHostMemoryAlreadyRegistered: part or all of the requested memory range is already mapped
// expect: 713 cudaErrorHostMemoryNotRegistered: pointer does not correspond to a registered memory region
// expect: 716 cudaErrorMisalignedAddress: misaligned address
// expect: 719 cudaErrorLaunchFailure: unspecified launch failure
// expect: 720 cudaErrorCooperativeLaunchTooLarge: too many blocks in cooperative launch
// expect: 800 cudaErrorNotPermitted: operation not permitted
// expect: 801 cudaErrorNotSupported: operation not supported
// expect: 999 cudaErrorUnknown: unknown error
// expect: -1 unrecognized error code: unrecognized error code
// expect: 10 unrecognized error code: unrecognized error code
// expect: 1000 unrecognized error code: unrecognized error code
// expect: 12345 unrecognized error code: unrecognized error code
// expect: last error cudaSuccess
