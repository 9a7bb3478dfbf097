// corpus/cudart/sticky-assert.cu: a failed assert() in a kernel ends it with cudaErrorAssert
// ("device-side assert triggered"), a sticky error: the launch succeeded, the next
// synchronisation and every later call that needs the context return it, and cudaGetLastError
// does not clear it.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void check (const int *p) { assert (p[threadIdx.x] >= 0); }

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  int h[4] = { 1, 2, -3, 4 };
  int *d;
  cudaMalloc ((void **) &d, sizeof h);
  cudaMemcpy (d, h, sizeof h, cudaMemcpyHostToDevice);
  check<<<1, 4>>> (d);
  show ("launch", cudaGetLastError ());
  cudaError_t e = cudaDeviceSynchronize ();
  printf ("cudaDeviceSynchronize: %s: %s\n", cudaGetErrorName (e), cudaGetErrorString (e));
  show ("cudaGetLastError", cudaGetLastError ());
  show ("cudaGetLastError again", cudaGetLastError ());
  show ("cudaMemcpy", cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost));
  cudaEvent_t ev;
  show ("cudaEventCreate", cudaEventCreate (&ev));
  cudaStream_t st;
  show ("cudaStreamCreate", cudaStreamCreate (&st));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: launch: cudaSuccess
// expect: cudaDeviceSynchronize: cudaErrorAssert: device-side assert triggered
// expect: cudaGetLastError: cudaErrorAssert
// expect: cudaGetLastError again: cudaErrorAssert
// expect: cudaMemcpy: cudaErrorAssert
// expect: cudaEventCreate: cudaErrorAssert
// expect: cudaStreamCreate: cudaErrorAssert
// expect-exit: 1
// expect-report: ^sticky-assert\.cu:9: void check\(const int \*\): block: \[0,0,0\], thread: \[2,0,0\] Assertion `p\[threadIdx\.x\] >= 0` failed\.$
// expect-report: sticky-assert\.cu:9:40: error: device-side assertion `p\[threadIdx\.x\] >= 0' failed
// expect-report: sticky-assert\.cu:\d+:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
