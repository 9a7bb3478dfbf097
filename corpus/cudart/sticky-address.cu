// corpus/cudart/sticky-address.cu: a kernel that stores through a null pointer faults the
// device with cudaErrorIllegalAddress, a sticky error: the launch itself succeeded, the next
// synchronisation reports it, and from then on every call that needs the context (allocation,
// copy, memset, launch, synchronisation) returns it; cudaGetLastError returns it again and
// again instead of resetting it ("any further CUDA work will return the same error").
#include <cstdio>
#include <cuda_runtime.h>

__global__ void store (int *p) { *p = 42; }
__global__ void nothing (void) {}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  int *d = NULL;
  show ("cudaMalloc", cudaMalloc ((void **) &d, sizeof (int)));
  store<<<1, 1>>> (NULL);
  show ("launch", cudaGetLastError ());
  cudaError_t e = cudaDeviceSynchronize ();
  printf ("cudaDeviceSynchronize: %s: %s\n", cudaGetErrorName (e), cudaGetErrorString (e));
  show ("cudaGetLastError", cudaGetLastError ());
  show ("cudaGetLastError again", cudaGetLastError ());
  show ("cudaPeekAtLastError", cudaPeekAtLastError ());
  int *d2 = NULL;
  show ("cudaMalloc", cudaMalloc ((void **) &d2, sizeof (int)));
  int h = 0;
  show ("cudaMemcpy", cudaMemcpy (&h, d, sizeof h, cudaMemcpyDeviceToHost));
  show ("cudaMemset", cudaMemset (d, 0, sizeof (int)));
  nothing<<<1, 1>>> ();
  show ("launch after the fault", cudaGetLastError ());
  show ("cudaDeviceSynchronize", cudaDeviceSynchronize ());
  show ("cudaStreamSynchronize", cudaStreamSynchronize (0));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaMalloc: cudaSuccess
// expect: launch: cudaSuccess
// expect: cudaDeviceSynchronize: cudaErrorIllegalAddress: an illegal memory access was encountered
// expect: cudaGetLastError: cudaErrorIllegalAddress
// expect: cudaGetLastError again: cudaErrorIllegalAddress
// expect: cudaPeekAtLastError: cudaErrorIllegalAddress
// expect: cudaMalloc: cudaErrorIllegalAddress
// expect: cudaMemcpy: cudaErrorIllegalAddress
// expect: cudaMemset: cudaErrorIllegalAddress
// expect: launch after the fault: cudaErrorIllegalAddress
// expect: cudaDeviceSynchronize: cudaErrorIllegalAddress
// expect: cudaStreamSynchronize: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: sticky-address\.cu:9:37: error: null pointer write of 4 bytes at address 0x0
// expect-report: sticky-address\.cu:\d+:\d+: warning: leak: 4 bytes allocated by cudaMalloc are never freed
