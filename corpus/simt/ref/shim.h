// corpus/simt/ref/shim.h: thread-level reference for the corpus/simt programs. mkexpect.sh
// compiles each program with g++ against this header: every thread of every block runs to
// completion, one after the other, under plain C++ semantics (thread-level branching, [H §6.4]).
// Only for programs without barriers, shared memory or inter-thread communication.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct dim3 {
  unsigned x, y, z;
  dim3 (unsigned a = 1, unsigned b = 1, unsigned c = 1) : x (a), y (b), z (c) {}
};
typedef dim3 uint3;
static dim3 threadIdx, blockIdx, blockDim, gridDim;
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __noinline__
typedef int cudaError_t;
enum { cudaSuccess = 0 };
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost,
                      cudaMemcpyDeviceToDevice, cudaMemcpyDefault };
template <class T> static cudaError_t cudaMalloc (T **p, size_t n)
{ *p = (T *) malloc (n); memset (*p, 0xa5, n); return 0; }
static cudaError_t cudaMemcpy (void *d, const void *s, size_t n, cudaMemcpyKind)
{ memcpy (d, s, n); return 0; }
static cudaError_t cudaMemset (void *d, int v, size_t n) { memset (d, v, n); return 0; }
static cudaError_t cudaFree (void *p) { free (p); return 0; }
static cudaError_t cudaDeviceSynchronize (void) { return 0; }
static cudaError_t cudaGetLastError (void) { return 0; }
static int atomicAdd (int *p, int v) { int o = *p; *p += v; return o; }
static unsigned atomicAdd (unsigned *p, unsigned v) { unsigned o = *p; *p += v; return o; }
static int atomicMax (int *p, int v) { int o = *p; if (v > o) *p = v; return o; }
static int atomicMin (int *p, int v) { int o = *p; if (v < o) *p = v; return o; }
// k<<<g, b>>>(args) is rewritten by mkexpect.sh into CK_LAUNCH (k (args), g, b).
#define CK_LAUNCH(call, g, b, ...)                                                   \
  do {                                                                               \
    gridDim = dim3 (g); blockDim = dim3 (b);                                         \
    for (blockIdx.z = 0; blockIdx.z < gridDim.z; blockIdx.z++)                       \
    for (blockIdx.y = 0; blockIdx.y < gridDim.y; blockIdx.y++)                       \
    for (blockIdx.x = 0; blockIdx.x < gridDim.x; blockIdx.x++)                       \
    for (threadIdx.z = 0; threadIdx.z < blockDim.z; threadIdx.z++)                   \
    for (threadIdx.y = 0; threadIdx.y < blockDim.y; threadIdx.y++)                   \
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++)                   \
      call;                                                                          \
  } while (0)
