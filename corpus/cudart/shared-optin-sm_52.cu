// corpus/cudart/shared-optin-sm_52.cu: on sm_52 (compute capability 5.2) a block may have
// 49152 bytes of shared memory once its kernel opts in (sharedMemPerBlockOptin,
// cudaDevAttrMaxSharedMemoryPerBlockOptin; 48 KiB without). A launch with more dynamic shared
// memory than the kernel's maximum is cudaErrorInvalidValue; cudaFuncSetAttribute
// (cudaFuncAttributeMaxDynamicSharedMemorySize) raises the maximum up to the opt-in limit less
// the kernel's static shared memory, and refuses more with cudaErrorInvalidValue.
#include <cstdio>
#include <cuda_runtime.h>

extern __shared__ int buf[];

__global__ void fill (unsigned long long *out, int n)
{
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    buf[i] = i;
  __syncthreads ();
  if (threadIdx.x == 0)
    {
      unsigned long long s = 0;
      for (int i = 0; i < n; i++)
        s += buf[i];
      *out = s;
    }
}

__global__ void with_static (unsigned long long *out)
{
  __shared__ int s[256];                         // 1024 bytes
  s[threadIdx.x] = threadIdx.x;
  __syncthreads ();
  if (threadIdx.x == 0)
    *out = s[255];
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  cudaDeviceProp p;
  cudaGetDeviceProperties (&p, 0);
  int attr = 0;
  cudaDeviceGetAttribute (&attr, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
  printf ("sharedMemPerBlock %zu sharedMemPerBlockOptin %zu attribute %d\n", p.sharedMemPerBlock,
          p.sharedMemPerBlockOptin, attr);
  const int optin = (int) p.sharedMemPerBlockOptin;
  unsigned long long *d, h = 0;
  cudaMalloc ((void **) &d, sizeof *d);

  fill<<<1, 256, 49152 + 4>>> (d, (49152 + 4) / 4);
  show ("launch with 48 KiB + 4 before opting in", cudaGetLastError ());
  show ("opt in to the limit",
        cudaFuncSetAttribute ((const void *) fill, cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
  show ("opt in past the limit",
        cudaFuncSetAttribute ((const void *) fill, cudaFuncAttributeMaxDynamicSharedMemorySize, optin + 1));
  (void) cudaGetLastError ();
  fill<<<1, 256, optin>>> (d, optin / 4);
  show ("launch with the whole opt-in", cudaGetLastError ());
  cudaMemcpy (&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("sum %llu\n", h);
  fill<<<1, 256, optin + 4>>> (d, optin / 4 + 1);
  show ("launch past it", cudaGetLastError ());

  show ("static kernel: opt in to the limit less its 1024 bytes",
        cudaFuncSetAttribute ((const void *) with_static, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              optin - 1024));
  show ("static kernel: one byte more",
        cudaFuncSetAttribute ((const void *) with_static, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              optin - 1023));
  (void) cudaGetLastError ();
  with_static<<<1, 256, optin - 1024>>> (d);
  show ("static kernel: launch with the rest", cudaGetLastError ());
  cudaMemcpy (&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("s[255] %llu\n", h);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: sharedMemPerBlock 49152 sharedMemPerBlockOptin 49152 attribute 49152
// expect: launch with 48 KiB + 4 before opting in: cudaErrorInvalidValue
// expect: opt in to the limit: cudaSuccess
// expect: opt in past the limit: cudaErrorInvalidValue
// expect: launch with the whole opt-in: cudaSuccess
// expect: sum 75491328
// expect: launch past it: cudaErrorInvalidValue
// expect: static kernel: opt in to the limit less its 1024 bytes: cudaSuccess
// expect: static kernel: one byte more: cudaErrorInvalidValue
// expect: static kernel: launch with the rest: cudaSuccess
// expect: s[255] 255
// expect-exit: 1
// expect-report: ^shared-optin-sm_52\.cu:52:7: error: invalid launch of 'fill' with grid \(1,1,1\) and block \(256,1,1\), 49156 bytes of dynamic shared memory: more shared memory than a block may have \(0 bytes of static shared memory, the kernel's maximum dynamic shared memory is 49152 bytes\)$
// expect-report: ^shared-optin-sm_52\.cu:63:7: error: invalid launch of 'fill' .* 49156 bytes of dynamic shared memory: more shared memory than a block may have \(0 bytes of static shared memory, the kernel's maximum dynamic shared memory is 49152 bytes\)$
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
