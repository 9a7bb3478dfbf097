// corpus/cudart/device-sm90.cu: the device model of -arch=sm_90 (compute capability 9.0: 32
// blocks, 2048 threads and 228 KiB of shared memory per SM, the CUDA C++ Programming Guide's
// table); cudaLimitDevRuntimeSyncDepth "is removed for devices of compute capability >= 9.0":
// cudaErrorUnsupportedLimit for cudaDeviceGetLimit and cudaDeviceSetLimit.
#include <cstdio>
#include <cuda_runtime.h>

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  cudaDeviceProp p;
  show ("cudaGetDeviceProperties", cudaGetDeviceProperties (&p, 0));
  printf ("cc %d.%d per SM: blocks %d threads %d shared %zu\n", p.major, p.minor,
          p.maxBlocksPerMultiProcessor, p.maxThreadsPerMultiProcessor,
          p.sharedMemPerMultiprocessor);
  int v = 0;
  show ("major", cudaDeviceGetAttribute (&v, cudaDevAttrComputeCapabilityMajor, 0));
  printf ("major %d\n", v);
  size_t depth = 99;
  show ("get sync depth", cudaDeviceGetLimit (&depth, cudaLimitDevRuntimeSyncDepth));
  printf ("unchanged %zu\n", depth);
  show ("set sync depth", cudaDeviceSetLimit (cudaLimitDevRuntimeSyncDepth, 4));
  show ("last error", cudaGetLastError ());
  size_t stack = 0;
  show ("get stack", cudaDeviceGetLimit (&stack, cudaLimitStackSize));
  printf ("stack %zu\n", stack);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_90
// nvcc-args: -arch=sm_90
// expect: cudaGetDeviceProperties: cudaSuccess
// expect: cc 9.0 per SM: blocks 32 threads 2048 shared 233472
// expect: major: cudaSuccess
// expect: major 9
// expect: get sync depth: cudaErrorUnsupportedLimit
// expect: unchanged 99
// expect: set sync depth: cudaErrorUnsupportedLimit
// expect: last error: cudaErrorUnsupportedLimit
// expect: get stack: cudaSuccess
// expect: stack 1024
