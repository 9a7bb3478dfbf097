// corpus/cudart/sticky-trap.cu: __trap() aborts the kernel with cudaErrorLaunchFailure
// ("unspecified launch failure"), a sticky error like an illegal address: every later call that
// needs the context returns it and cudaGetLastError does not reset it; cudaGetErrorName and
// cudaGetErrorString still work, as they need no context.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void give_up (int *p)
{
  if (threadIdx.x == 3)
    __trap ();
  p[threadIdx.x] = 1;
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  int *d = NULL;
  cudaMalloc ((void **) &d, 32 * sizeof (int));
  give_up<<<1, 32>>> (d);
  show ("launch", cudaGetLastError ());
  cudaError_t e = cudaDeviceSynchronize ();
  printf ("cudaDeviceSynchronize: %s: %s\n", cudaGetErrorName (e), cudaGetErrorString (e));
  show ("cudaGetLastError", cudaGetLastError ());
  show ("cudaGetLastError again", cudaGetLastError ());
  show ("cudaMemsetAsync", cudaMemsetAsync (d, 0, 4));
  show ("cudaMemcpy", cudaMemcpy (d, d, 4, cudaMemcpyDeviceToDevice));
  show ("cudaFree", cudaFree (d));
  printf ("%s: %s\n", cudaGetErrorName (cudaErrorInvalidValue),
          cudaGetErrorString (cudaErrorInvalidValue));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: launch: cudaSuccess
// expect: cudaDeviceSynchronize: cudaErrorLaunchFailure: unspecified launch failure
// expect: cudaGetLastError: cudaErrorLaunchFailure
// expect: cudaGetLastError again: cudaErrorLaunchFailure
// expect: cudaMemsetAsync: cudaErrorLaunchFailure
// expect: cudaMemcpy: cudaErrorLaunchFailure
// expect: cudaFree: cudaErrorLaunchFailure
// expect: cudaErrorInvalidValue: invalid argument
// expect-exit: 1
// expect-report: sticky-trap\.cu:11:5: error: __trap\(\) called
