// corpus/cudart/shared-static-too-much.cu: a kernel's static __shared__ memory (its own and its
// callees') may not exceed 48 KiB on any architecture: ptxas refuses the kernel ("uses too much
// shared data (0xc004 bytes, 0xc000 max)"), so nvcc does not build the program, nor does cudak.
// More shared memory must be dynamic and opted in to (corpus/cudart/shared-optin-sm_80.cu).
#include <cstdio>
#include <cuda_runtime.h>

__device__ float pick (int i, float v)
{
  __shared__ float extra;                        // 4 bytes
  if (i == 0)
    extra = v;
  __syncthreads ();
  return extra;
}

__global__ void too_big (float *x)
{
  __shared__ float a[12288];                     // 49152 bytes: with 'extra', 4 too many
  a[threadIdx.x] = x[threadIdx.x];
  __syncthreads ();
  x[threadIdx.x] = a[12287 - threadIdx.x] + pick (threadIdx.x, x[0]);
}

int main ()
{
  float *d;
  cudaMalloc ((void **) &d, 256 * sizeof (float));
  too_big<<<1, 256>>> (d);
  printf ("%s\n", cudaGetErrorName (cudaDeviceSynchronize ()));
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -arch=sm_90
// nvcc: fail: ^ptxas error   : Entry function '_Z7too_bigPf' uses too much shared data \(0xc004 bytes, 0xc000 max\)$
// expect-build-fail
// expect-report: ^shared-static-too-much\.cu:17:17: error: kernel 'too_big' uses too much shared data \(0xc004 bytes, 0xc000 max\): static __shared__ memory is limited to 48 KiB per block; more must be dynamic \(extern __shared__\) and opted in to with cudaFuncSetAttribute$
