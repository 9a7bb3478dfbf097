// corpus/cudart/limits-after-launch.cu: cudaDeviceSetLimit "must not be performed after
// launching any kernel" that uses printf() (cudaLimitPrintfFifoSize) or malloc()/free()
// (cudaLimitMallocHeapSize): cudaErrorInvalidValue, and the limit keeps its value. A kernel
// that uses neither changes nothing; the use may be in a function the kernel calls, and need
// not have run (the branch with printf is not taken); the stack size can still change.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void plain (int *p) { p[threadIdx.x] = threadIdx.x; }

__device__ void note (int v) { printf ("note %d\n", v); }

__global__ void maybe_prints (int *p, int loud)
{
  if (loud)
    note (p[0]);
}

__global__ void allocates (int *out)
{
  int *t = (int *) malloc (4 * sizeof (int));
  t[0] = 7;
  *out = t[0];
  free (t);
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  int *d;
  cudaMalloc ((void **) &d, 32 * sizeof (int));
  plain<<<1, 32>>> (d);
  show ("plain kernel", cudaDeviceSynchronize ());
  show ("printf FIFO 2 MiB", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 2 << 20));
  show ("malloc heap 16 MiB", cudaDeviceSetLimit (cudaLimitMallocHeapSize, 16 << 20));

  maybe_prints<<<1, 1>>> (d, 0);
  show ("kernel that may print", cudaDeviceSynchronize ());
  show ("printf FIFO 4 MiB", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 4 << 20));
  show ("last error", cudaGetLastError ());
  size_t v = 0;
  cudaDeviceGetLimit (&v, cudaLimitPrintfFifoSize);
  printf ("printf FIFO %zu\n", v);
  show ("malloc heap 32 MiB", cudaDeviceSetLimit (cudaLimitMallocHeapSize, 32 << 20));

  allocates<<<1, 1>>> (d);
  show ("kernel that allocates", cudaDeviceSynchronize ());
  int h = 0;
  cudaMemcpy (&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("allocated %d\n", h);
  show ("malloc heap 64 MiB", cudaDeviceSetLimit (cudaLimitMallocHeapSize, 64 << 20));
  cudaDeviceGetLimit (&v, cudaLimitMallocHeapSize);
  printf ("malloc heap %zu\n", v);
  show ("stack 2048", cudaDeviceSetLimit (cudaLimitStackSize, 2048));
  cudaDeviceGetLimit (&v, cudaLimitStackSize);
  printf ("stack %zu\n", v);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: plain kernel: cudaSuccess
// expect: printf FIFO 2 MiB: cudaSuccess
// expect: malloc heap 16 MiB: cudaSuccess
// expect: kernel that may print: cudaSuccess
// expect: printf FIFO 4 MiB: cudaErrorInvalidValue
// expect: last error: cudaErrorInvalidValue
// expect: printf FIFO 2097152
// expect: malloc heap 32 MiB: cudaSuccess
// expect: kernel that allocates: cudaSuccess
// expect: allocated 7
// expect: malloc heap 64 MiB: cudaErrorInvalidValue
// expect: malloc heap 33554432
// expect: stack 2048: cudaSuccess
// expect: stack 2048
