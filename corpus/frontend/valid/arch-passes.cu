// corpus/frontend/valid/arch-passes.cu: __CUDA_ARCH__ is defined only while preprocessing for
// the device, so one __host__ __device__ function has two bodies, host-only helpers may hide
// from the device pass, and device code may test the architecture number
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>

#ifndef __CUDA_ARCH__
/* host pass only: the device pass never sees this function nor getenv */
static const char *host_name(void) { return getenv("CUDAK_NO_SUCH_VARIABLE") ? "env" : "host"; }
#endif

__host__ __device__ int side(void)
{
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}

__host__ __device__ const char *side_name(void)
{
#if defined(__CUDA_ARCH__)
  return "device";
#else
  return host_name();
#endif
}

__device__ int arch_ok(void)
{
#if __CUDA_ARCH__ >= 300 && __CUDA_ARCH__ % 10 == 0
  return 1;
#elif defined(__CUDA_ARCH__)
  return 2;
#else
  return 0; /* what the host pass parses; never run */
#endif
}

__global__ void probe(int *out)
{
  out[threadIdx.x] = side() * 10 + arch_ok();
  if (threadIdx.x == 0)
    printf("kernel runs on the %s\n", side_name());
}

int main(void)
{
  int h[2], *d;
  cudaMalloc(&d, sizeof h);
  probe<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("main runs on the %s (%d)\n", side_name(), side());
  printf("%d %d\n", h[0], h[1]);
#ifdef __CUDACC__
  printf("__CUDACC__ in the host pass\n");
#endif
  cudaFree(d);
  return 0;
}
//
// expect: kernel runs on the device
// expect: main runs on the host (0)
// expect: 11 11
// expect: __CUDACC__ in the host pass
