/* cuda_runtime.h (cudak built-in) — the CUDA runtime: types, API, built-in variables, device functions
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_RUNTIME_H
#define __CUDAK_CUDA_RUNTIME_H
/* nvcc includes this header in every .cu file; so does cudak. Like nvcc's, it brings in the C
 * library parts CUDA declares for device code: stdlib.h, string.h, math.h, time.h, limits.h. */
#define __CUDA_RUNTIME_H__
/* nvcc's host_defines.h: alignment of a variable or type */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
#include <stddef.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <vector_types.h>
#include <driver_types.h>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include <device_functions.h>
#include <vector_functions.h>
#include <texture_types.h>
#include <channel_descriptor.h>
#include <cuda_texture_types.h>
#include <texture_indirect_functions.h>
/* GCC and NVCC built-in functions (issue 23), in the execution spaces nvcc gives them (nvcc
 * -c refuses the host-only ones in device code). The memory ones are the C library's, so the
 * checker sees their accesses. __builtin_expect, __builtin_offsetof and the floating-point
 * constants are syntax (frontend/parse.c); __builtin_types_compatible_p is C only, as in nvcc. */
__host__ __device__ void *__builtin_memcpy(void *dest, const void *src, size_t n) __asm__("memcpy");
__host__ __device__ void *__builtin_memset(void *s, int c, size_t n) __asm__("memset");
int __builtin_memcmp(const void *s1, const void *s2, size_t n) __asm__("memcmp");
size_t __builtin_strlen(const char *s) __asm__("strlen");
__host__ __device__ int __builtin_popcount(unsigned int x);
int __builtin_popcountl(unsigned long x);
__host__ __device__ int __builtin_popcountll(unsigned long long x);
__host__ __device__ int __builtin_clz(unsigned int x);
int __builtin_clzl(unsigned long x);
__host__ __device__ int __builtin_clzll(unsigned long long x);
int __builtin_ctz(unsigned int x);
int __builtin_ctzl(unsigned long x);
int __builtin_ctzll(unsigned long long x);
unsigned short __builtin_bswap16(unsigned short x);
unsigned int __builtin_bswap32(unsigned int x);
unsigned long __builtin_bswap64(unsigned long x);
__host__ __device__ __attribute__((noreturn)) void __builtin_unreachable(void);
#ifdef __cplusplus
__device__ void __builtin_assume(bool b);
#else
__device__ void __builtin_assume(int b);   /* a .c file is C: no bool keyword */
#endif
#ifdef __cplusplus
/* The occupancy calculator's C++ API, which nvcc's cuda_runtime.h defines inline over the C
 * API: the block size, a multiple of the warp size up to the kernel's and the device's limit,
 * that keeps the most threads resident on one multiprocessor (the largest such size on a tie),
 * with the dynamic shared memory a function of the block size; *minGridSize is the number of
 * such blocks that fills every multiprocessor. */
template <typename UnaryFunction, class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func,
                                                        UnaryFunction blockSizeToDynamicSMemSize,
                                                        int blockSizeLimit = 0, unsigned int flags = 0)
{
  if (!minGridSize || !blockSize || !func)
    return cudaErrorInvalidValue;
  int dev, perSM, warp, devMax, sms;
  cudaError_t err = cudaGetDevice(&dev);
  if (err == cudaSuccess) err = cudaDeviceGetAttribute(&perSM, cudaDevAttrMaxThreadsPerMultiProcessor, dev);
  if (err == cudaSuccess) err = cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev);
  if (err == cudaSuccess) err = cudaDeviceGetAttribute(&devMax, cudaDevAttrMaxThreadsPerBlock, dev);
  if (err == cudaSuccess) err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  struct cudaFuncAttributes attr;
  if (err == cudaSuccess) err = cudaFuncGetAttributes(&attr, (const void *)func);
  if (err != cudaSuccess)
    return err;
  int limit = devMax < attr.maxThreadsPerBlock ? devMax : attr.maxThreadsPerBlock;
  if (blockSizeLimit <= 0 || blockSizeLimit > limit)
    blockSizeLimit = limit;
  int bestBlocks = 0, bestSize = 0, bestThreads = 0;
  for (int aligned = (blockSizeLimit + warp - 1) / warp * warp; aligned > 0; aligned -= warp) {
    int size = aligned < blockSizeLimit ? aligned : blockSizeLimit;
    int blocks = 0;
    err = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, (const void *)func, size,
                                                                 blockSizeToDynamicSMemSize(size), flags);
    if (err != cudaSuccess)
      return err;
    if (blocks * size > bestThreads) {
      bestThreads = blocks * size;
      bestBlocks = blocks;
      bestSize = size;
    }
    if (bestThreads == perSM)
      break;
  }
  *minGridSize = bestBlocks * sms;
  *blockSize = bestSize;
  return cudaSuccess;
}

struct __cudakOccupancyFixedSMem {
  size_t n;
  __host__ size_t operator()(int) const { return n; }
};

template <typename UnaryFunction, class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                               UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0)
{
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func,
                                                                 blockSizeToDynamicSMemSize, blockSizeLimit, 0);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0,
                                   int blockSizeLimit = 0)
{
  struct __cudakOccupancyFixedSMem f = { dynamicSMemSize };
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, f, blockSizeLimit, 0);
}

template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0,
                                            int blockSizeLimit = 0, unsigned int flags = 0)
{
  struct __cudakOccupancyFixedSMem f = { dynamicSMemSize };
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, f, blockSizeLimit, flags);
}
#endif
#define CUDART_INF_F (__builtin_inff ())
#define CUDART_NAN_F (__builtin_nanf (""))
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF (__builtin_inf ())
#define CUDART_NAN (__builtin_nan (""))
#endif
