// corpus/cudart/reset-defaults.cu: cudaDeviceReset gives the next context the defaults: the
// limits of cudaDeviceSetLimit (1 KiB stack, 1 MiB printf FIFO, 8 MiB malloc heap), the cache
// preference of cudaDeviceSetCacheConfig (sm_80's L1/shared split is configurable, so the
// preference reads back until the reset), and the kernel attributes of cudaFuncSetAttribute
// (the opt-in to more dynamic shared memory must be made again). A kernel that called printf
// fixes the printf FIFO size for its context only: the fresh context may change it again.
#include <cstdio>
#include <cuda_runtime.h>

extern __shared__ int buf[];

__global__ void touch (int *out)
{
  buf[threadIdx.x] = threadIdx.x;
  __syncthreads ();
  out[threadIdx.x] = buf[31 - threadIdx.x];
}

__global__ void hello () { printf ("hello from the device\n"); }

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

static void state (const char *when)
{
  size_t stack = 0, fifo = 0, heap = 0;
  cudaDeviceGetLimit (&stack, cudaLimitStackSize);
  cudaDeviceGetLimit (&fifo, cudaLimitPrintfFifoSize);
  cudaDeviceGetLimit (&heap, cudaLimitMallocHeapSize);
  enum cudaFuncCache c = cudaFuncCachePreferEqual;
  cudaDeviceGetCacheConfig (&c);
  cudaFuncAttributes a;
  cudaFuncGetAttributes (&a, (const void *) touch);
  printf ("%s: stack %zu fifo %zu heap %zu cache %d maxDynamicSharedSizeBytes %d carveout %d\n",
          when, stack, fifo, heap, (int) c, a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout);
}

int main ()
{
  state ("start");
  show ("stack 4096", cudaDeviceSetLimit (cudaLimitStackSize, 4096));
  show ("fifo 2 MiB", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 2 << 20));
  show ("heap 16 MiB", cudaDeviceSetLimit (cudaLimitMallocHeapSize, 16 << 20));
  show ("prefer shared", cudaDeviceSetCacheConfig (cudaFuncCachePreferShared));
  show ("opt in to 100 KiB",
        cudaFuncSetAttribute ((const void *) touch, cudaFuncAttributeMaxDynamicSharedMemorySize, 102400));
  show ("carveout 100",
        cudaFuncSetAttribute ((const void *) touch, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  state ("set");
  int *d;
  cudaMalloc ((void **) &d, 32 * sizeof (int));
  touch<<<1, 32, 102400>>> (d);
  show ("launch with 100 KiB", cudaDeviceSynchronize ());
  cudaFree (d);
  hello<<<1, 1>>> ();
  show ("hello", cudaDeviceSynchronize ());
  show ("fifo 4 MiB after a printf kernel", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 4 << 20));
  (void) cudaGetLastError ();

  show ("cudaDeviceReset", cudaDeviceReset ());
  state ("after reset");
  show ("fifo 4 MiB in the fresh context", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 4 << 20));
  show ("fifo back to 1 MiB", cudaDeviceSetLimit (cudaLimitPrintfFifoSize, 1 << 20));
  cudaMalloc ((void **) &d, 32 * sizeof (int));
  touch<<<1, 32, 102400>>> (d);
  show ("launch with 100 KiB", cudaGetLastError ());
  touch<<<1, 32, 128>>> (d);
  show ("launch with 128 bytes", cudaDeviceSynchronize ());
  int h[32];
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%d %d\n", h[0], h[31]);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_80
// nvcc-args: -arch=sm_80
// expect: start: stack 1024 fifo 1048576 heap 8388608 cache 0 maxDynamicSharedSizeBytes 49152 carveout -1
// expect: stack 4096: cudaSuccess
// expect: fifo 2 MiB: cudaSuccess
// expect: heap 16 MiB: cudaSuccess
// expect: prefer shared: cudaSuccess
// expect: opt in to 100 KiB: cudaSuccess
// expect: carveout 100: cudaSuccess
// expect: set: stack 4096 fifo 2097152 heap 16777216 cache 1 maxDynamicSharedSizeBytes 102400 carveout 100
// expect: launch with 100 KiB: cudaSuccess
// expect: hello from the device
// expect: hello: cudaSuccess
// expect: fifo 4 MiB after a printf kernel: cudaErrorInvalidValue
// expect: cudaDeviceReset: cudaSuccess
// expect: after reset: stack 1024 fifo 1048576 heap 8388608 cache 0 maxDynamicSharedSizeBytes 49152 carveout -1
// expect: fifo 4 MiB in the fresh context: cudaSuccess
// expect: fifo back to 1 MiB: cudaSuccess
// expect: launch with 100 KiB: cudaErrorInvalidValue
// expect: launch with 128 bytes: cudaSuccess
// expect: 31 0
// expect-exit: 1
// expect-report: ^reset-defaults\.cu:67:8: error: invalid launch of 'touch' .* 102400 bytes of dynamic shared memory: more shared memory than a block may have \(0 bytes of static shared memory, the kernel's maximum dynamic shared memory is 49152 bytes; cudaFuncSetAttribute with cudaFuncAttributeMaxDynamicSharedMemorySize raises it\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
