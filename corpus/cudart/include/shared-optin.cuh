// corpus/cudart/include/shared-optin.cuh: the program of every shared-optin-sm_XX.cu (one per
// -arch): the opt-in shared-memory limit, dynamic launches below and past it, a static kernel
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
