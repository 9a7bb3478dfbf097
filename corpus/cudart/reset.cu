// corpus/cudart/reset.cu: cudaDeviceReset destroys the primary context: it waits for the device,
// releases the context's allocations (cudaMemGetInfo gets the bytes back), and the next call
// makes a fresh context in which allocation, copies and launches work as before. It returns
// cudaSuccess; flags set with cudaSetDeviceFlags may be set again afterwards.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void inc (int *p) { p[threadIdx.x] += 1; }

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  const size_t big = 64 << 20;
  char *b;
  show ("cudaMalloc 64 MiB", cudaMalloc ((void **) &b, big));
  size_t with = 0, after = 0, total = 0;
  cudaMemGetInfo (&with, &total);
  int *d;
  cudaMalloc ((void **) &d, 4 * sizeof (int));
  cudaMemset (d, 0, 4 * sizeof (int));
  inc<<<1, 4>>> (d);
  show ("cudaDeviceReset", cudaDeviceReset ());
  show ("cudaMemGetInfo", cudaMemGetInfo (&after, &total));
  printf ("the 64 MiB came back %d\n", after >= with + big);
  show ("cudaSetDeviceFlags", cudaSetDeviceFlags (cudaDeviceScheduleBlockingSync));
  unsigned int f = 0;
  show ("cudaGetDeviceFlags", cudaGetDeviceFlags (&f));
  printf ("blocking sync %d\n", (f & cudaDeviceScheduleMask) == cudaDeviceScheduleBlockingSync);
  int h[4] = { 1, 2, 3, 4 };
  show ("cudaMalloc", cudaMalloc ((void **) &d, sizeof h));
  show ("cudaMemcpy", cudaMemcpy (d, h, sizeof h, cudaMemcpyHostToDevice));
  inc<<<1, 4>>> (d);
  show ("launch", cudaGetLastError ());
  show ("cudaMemcpy", cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf ("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  show ("cudaFree", cudaFree (d));
  show ("cudaDeviceReset", cudaDeviceReset ());
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaMalloc 64 MiB: cudaSuccess
// expect: cudaDeviceReset: cudaSuccess
// expect: cudaMemGetInfo: cudaSuccess
// expect: the 64 MiB came back 1
// expect: cudaSetDeviceFlags: cudaSuccess
// expect: cudaGetDeviceFlags: cudaSuccess
// expect: blocking sync 1
// expect: cudaMalloc: cudaSuccess
// expect: cudaMemcpy: cudaSuccess
// expect: launch: cudaSuccess
// expect: cudaMemcpy: cudaSuccess
// expect: 2 3 4 5
// expect: cudaFree: cudaSuccess
// expect: cudaDeviceReset: cudaSuccess
