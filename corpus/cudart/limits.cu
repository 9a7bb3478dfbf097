// corpus/cudart/limits.cu: device limits, cache preferences, kernel attributes and occupancy on
// the default model (sm_52). Default limits are CUDA's (1 KiB stack, 1 MiB printf FIFO, 8 MiB
// malloc heap); a limit cudaLimit does not name is cudaErrorUnsupportedLimit; sm_52 has a fixed
// L1/shared split, so cudaDeviceGetCacheConfig answers cudaFuncCachePreferNone whatever was
// requested; a host function is not a device function for the cudaFunc* calls; occupancy
// follows the per-SM limits (32 blocks, 64 warps, 96 KiB shared memory).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale (float *x, float a) { x[threadIdx.x] *= a; }

static void host_only (void) {}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  static const struct { cudaLimit limit; const char *name; } limits[] = {
    { cudaLimitStackSize, "stack" },
    { cudaLimitPrintfFifoSize, "printf FIFO" },
    { cudaLimitMallocHeapSize, "malloc heap" },
  };
  for (int i = 0; i < 3; i++)
    {
      size_t v = 0;
      cudaError_t e = cudaDeviceGetLimit (&v, limits[i].limit);
      printf ("%s %s %zu\n", limits[i].name, cudaGetErrorName (e), v);
    }
  size_t v = 7;
  show ("get unknown limit", cudaDeviceGetLimit (&v, (cudaLimit) 0x40));
  printf ("unchanged %zu\n", v);
  show ("set unknown limit", cudaDeviceSetLimit ((cudaLimit) 0x40, 4096));
  show ("last error", cudaGetLastError ());
  show ("get into NULL", cudaDeviceGetLimit (NULL, cudaLimitStackSize));
  show ("set stack 4096", cudaDeviceSetLimit (cudaLimitStackSize, 4096));
  show ("set heap 16 MiB", cudaDeviceSetLimit (cudaLimitMallocHeapSize, 16 << 20));
  show ("get stack", cudaDeviceGetLimit (&v, cudaLimitStackSize));
  printf ("stack %zu\n", v);
  show ("get heap", cudaDeviceGetLimit (&v, cudaLimitMallocHeapSize));
  printf ("heap %zu\n", v);

  enum cudaFuncCache c = cudaFuncCachePreferEqual;
  show ("cudaDeviceSetCacheConfig", cudaDeviceSetCacheConfig (cudaFuncCachePreferL1));
  show ("cudaDeviceGetCacheConfig", cudaDeviceGetCacheConfig (&c));
  printf ("fixed split: %s\n", c == cudaFuncCachePreferNone ? "PreferNone" : "other");
  show ("cudaFuncSetCacheConfig kernel",
        cudaFuncSetCacheConfig ((const void *) scale, cudaFuncCachePreferShared));
  show ("cudaFuncSetCacheConfig host function",
        cudaFuncSetCacheConfig ((const void *) host_only, cudaFuncCachePreferShared));
  show ("last error", cudaGetLastError ());

  cudaFuncAttributes fa;
  show ("cudaFuncGetAttributes", cudaFuncGetAttributes (&fa, (const void *) scale));
  printf ("maxThreadsPerBlock %d\n", fa.maxThreadsPerBlock);
  show ("cudaFuncSetAttribute kernel",
        cudaFuncSetAttribute ((const void *) scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  show ("cudaFuncSetAttribute host function",
        cudaFuncSetAttribute ((const void *) host_only, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  (void) cudaGetLastError ();

  static const struct { int threads; size_t smem; } occ[] = {
    { 32, 0 }, { 128, 0 }, { 256, 0 }, { 1024, 0 }, { 64, 16384 }, { 64, 49152 },
  };
  for (int i = 0; i < 6; i++)
    {
      int n = -1;
      cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor (&n, (const void *) scale,
                                                                     occ[i].threads, occ[i].smem);
      printf ("occupancy %d threads %zu bytes: %s %d\n", occ[i].threads, occ[i].smem,
              cudaGetErrorName (e), n);
    }
  int n = -1;
  show ("occupancy of a host function",
        cudaOccupancyMaxActiveBlocksPerMultiprocessor (&n, (const void *) host_only, 32, 0));
  show ("occupancy into NULL",
        cudaOccupancyMaxActiveBlocksPerMultiprocessor (NULL, (const void *) scale, 32, 0));
  (void) cudaGetLastError ();

  float *d;
  cudaMalloc ((void **) &d, 32 * sizeof (float));
  cudaMemset (d, 0, 32 * sizeof (float));
  scale<<<1, 32>>> (d, 2.0f);
  show ("launch", cudaDeviceSynchronize ());
  show ("free", cudaFree (d));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: stack cudaSuccess 1024
// expect: printf FIFO cudaSuccess 1048576
// expect: malloc heap cudaSuccess 8388608
// expect: get unknown limit: cudaErrorUnsupportedLimit
// expect: unchanged 7
// expect: set unknown limit: cudaErrorUnsupportedLimit
// expect: last error: cudaErrorUnsupportedLimit
// expect: get into NULL: cudaErrorInvalidValue
// expect: set stack 4096: cudaSuccess
// expect: set heap 16 MiB: cudaSuccess
// expect: get stack: cudaSuccess
// expect: stack 4096
// expect: get heap: cudaSuccess
// expect: heap 16777216
// expect: cudaDeviceSetCacheConfig: cudaSuccess
// expect: cudaDeviceGetCacheConfig: cudaSuccess
// expect: fixed split: PreferNone
// expect: cudaFuncSetCacheConfig kernel: cudaSuccess
// expect: cudaFuncSetCacheConfig host function: cudaErrorInvalidDeviceFunction
// expect: last error: cudaErrorInvalidDeviceFunction
// expect: cudaFuncGetAttributes: cudaSuccess
// expect: maxThreadsPerBlock 1024
// expect: cudaFuncSetAttribute kernel: cudaSuccess
// expect: cudaFuncSetAttribute host function: cudaErrorInvalidDeviceFunction
// expect: occupancy 32 threads 0 bytes: cudaSuccess 32
// expect: occupancy 128 threads 0 bytes: cudaSuccess 16
// expect: occupancy 256 threads 0 bytes: cudaSuccess 8
// expect: occupancy 1024 threads 0 bytes: cudaSuccess 2
// expect: occupancy 64 threads 16384 bytes: cudaSuccess 6
// expect: occupancy 64 threads 49152 bytes: cudaSuccess 2
// expect: occupancy of a host function: cudaErrorInvalidDeviceFunction
// expect: occupancy into NULL: cudaErrorInvalidValue
// expect: launch: cudaSuccess
// expect: free: cudaSuccess
