// corpus/cudart/func-attributes.cu: cudaFuncGetAttributes describes each kernel on its own.
// sharedSizeBytes is the static shared memory the kernel uses: its own __shared__ variables,
// those of the __device__ functions it calls, and the file-scope ones its code names, as ptxas
// reports them (--resource-usage: own 800, via_helper 384, file_scope 320, plain and
// declares_only 0 bytes smem; a __shared__ variable that no code uses is dropped).
// maxThreadsPerBlock honours __launch_bounds__; maxDynamicSharedSizeBytes is what fits beside
// the static memory in 48 KiB until cudaFuncSetAttribute raises it (at most
// sharedMemPerBlockOptin, 64 KiB on sm_75, in all); ptxVersion and binaryVersion are the -arch.
#include <cstdio>
#include <cuda_runtime.h>

__shared__ float tile[64];                       // 256 bytes

__device__ float exchange (int i)
{
  __shared__ int h[32];                          // 128 bytes
  h[i & 31] = i;
  __syncthreads ();
  tile[i & 63] = (float) h[31 - (i & 31)];
  __syncthreads ();
  return tile[63 - (i & 63)];
}

__global__ void plain (float *x) { x[threadIdx.x] = 1.0f; }

__global__ void own (float *x)
{
  __shared__ double d[100];                      // 800 bytes
  d[threadIdx.x] = x[threadIdx.x];
  __syncthreads ();
  x[threadIdx.x] = (float) d[99 - threadIdx.x];
}

__global__ void via_helper (float *x) { x[threadIdx.x] = exchange (threadIdx.x); }

__global__ void file_scope (float *x)
{
  __shared__ int c[16];                          // 64 bytes
  tile[threadIdx.x] = x[threadIdx.x];
  c[threadIdx.x & 15] = threadIdx.x;
  __syncthreads ();
  x[threadIdx.x] = tile[63 - threadIdx.x] + c[15 - (threadIdx.x & 15)];
}

__global__ void declares_only (float *x)
{
  __shared__ int unused[1000];
  x[threadIdx.x] = 2.0f;
}

__global__ void __launch_bounds__ (256) bounded (float *x)
{
  __shared__ float s[256];                       // 1024 bytes
  s[threadIdx.x] = x[threadIdx.x];
  __syncthreads ();
  x[threadIdx.x] = s[255 - threadIdx.x];
}

static void describe (const char *name, const void *k)
{
  cudaFuncAttributes a;
  cudaError_t e = cudaFuncGetAttributes (&a, k);
  printf ("%s: %s sharedSizeBytes %zu maxThreadsPerBlock %d maxDynamicSharedSizeBytes %d "
          "ptxVersion %d binaryVersion %d preferredShmemCarveout %d\n", name, cudaGetErrorName (e),
          a.sharedSizeBytes, a.maxThreadsPerBlock, a.maxDynamicSharedSizeBytes, a.ptxVersion,
          a.binaryVersion, a.preferredShmemCarveout);
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  describe ("plain", (const void *) plain);
  describe ("own", (const void *) own);
  describe ("via_helper", (const void *) via_helper);
  describe ("file_scope", (const void *) file_scope);
  describe ("declares_only", (const void *) declares_only);
  describe ("bounded", (const void *) bounded);

  show ("raise own to 64 KiB in all",
        cudaFuncSetAttribute ((const void *) own, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              65536 - 800));
  show ("raise own past 64 KiB",
        cudaFuncSetAttribute ((const void *) own, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              65536 - 799));
  show ("negative size",
        cudaFuncSetAttribute ((const void *) own, cudaFuncAttributeMaxDynamicSharedMemorySize, -1));
  show ("carveout 50",
        cudaFuncSetAttribute ((const void *) own, cudaFuncAttributePreferredSharedMemoryCarveout, 50));
  show ("carveout 101",
        cudaFuncSetAttribute ((const void *) own, cudaFuncAttributePreferredSharedMemoryCarveout, 101));
  (void) cudaGetLastError ();
  describe ("own", (const void *) own);
  describe ("plain", (const void *) plain);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_75
// nvcc-args: -arch=sm_75
// expect: plain: cudaSuccess sharedSizeBytes 0 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 49152 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: own: cudaSuccess sharedSizeBytes 800 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 48352 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: via_helper: cudaSuccess sharedSizeBytes 384 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 48768 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: file_scope: cudaSuccess sharedSizeBytes 320 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 48832 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: declares_only: cudaSuccess sharedSizeBytes 0 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 49152 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: bounded: cudaSuccess sharedSizeBytes 1024 maxThreadsPerBlock 256 maxDynamicSharedSizeBytes 48128 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
// expect: raise own to 64 KiB in all: cudaSuccess
// expect: raise own past 64 KiB: cudaErrorInvalidValue
// expect: negative size: cudaErrorInvalidValue
// expect: carveout 50: cudaSuccess
// expect: carveout 101: cudaErrorInvalidValue
// expect: own: cudaSuccess sharedSizeBytes 800 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 64736 ptxVersion 75 binaryVersion 75 preferredShmemCarveout 50
// expect: plain: cudaSuccess sharedSizeBytes 0 maxThreadsPerBlock 1024 maxDynamicSharedSizeBytes 49152 ptxVersion 75 binaryVersion 75 preferredShmemCarveout -1
