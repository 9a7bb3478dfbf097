// corpus/frontend/valid/pp-conditionals.cu: #if arithmetic with defined, #elif chains, -D and -U
// from the command line, character constants, unsigned and shift arithmetic in #if
// SPDX-License-Identifier: MIT
// cudak-args: -DBLOCK=64 -DUSE_FAST -D LEVEL=2 -UNDEBUG -DNDEBUG_UNUSED
// nvcc-args: -DBLOCK=64 -DUSE_FAST -D LEVEL=2 -UNDEBUG -DNDEBUG_UNUSED
#include <stdio.h>

#ifndef BLOCK
#error BLOCK must be given with -D
#endif

#if defined(USE_FAST) && !defined(NDEBUG) && BLOCK % 32 == 0
#define MODE "fast"
#elif defined USE_SAFE
#define MODE "safe"
#else
#define MODE "plain"
#endif

#if LEVEL >= 3
#define LEVEL_NAME "high"
#elif LEVEL == 2
#define LEVEL_NAME "medium"
#elif LEVEL
#define LEVEL_NAME "low"
#else
#define LEVEL_NAME "off"
#endif

/* an undefined identifier in #if is 0; arithmetic is in intmax_t / uintmax_t */
#if UNDEFINED_THING || (-1 > 0u) == 0
#error unsigned comparison must make -1 large
#endif
#if (1 << 40) != 0x10000000000 || 'A' != 65 || '\n' != 10
#error #if arithmetic is 64-bit and knows character constants
#endif
#if (BLOCK > 32 ? BLOCK / 32 : 1) != 2
#error conditional operator in #if
#endif

#define WARPS (BLOCK / 32)
#if WARPS * 32 == BLOCK
static const int full_warps = 1;
#else
static const int full_warps = 0;
#endif

#ifdef __CUDACC__
#define COMPILER "cuda"
#endif
#if defined(__NVCC__) && defined(CUDART_VERSION) && CUDART_VERSION >= 10000
#define RUNTIME_OK 1
#else
#define RUNTIME_OK 0
#endif

#undef LEVEL
#ifdef LEVEL
#error LEVEL was undefined
#endif
#define LEVEL 9

__global__ void fill(int *out)
{
  __shared__ int tile[BLOCK];
  tile[threadIdx.x] = threadIdx.x * LEVEL;
  __syncthreads();
  out[threadIdx.x] = tile[BLOCK - 1 - threadIdx.x];
}

int main(void)
{
  int h[BLOCK], *d;
  printf("mode=%s level=%s warps=%d full=%d %s %d\n", MODE, LEVEL_NAME, WARPS, full_warps,
         COMPILER, RUNTIME_OK);
  cudaMalloc(&d, sizeof h);
  fill<<<1, BLOCK>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[BLOCK - 1]);
  cudaFree(d);
  return 0;
}
//
// expect: mode=fast level=medium warps=2 full=1 cuda 1
// expect: 567 558 0
