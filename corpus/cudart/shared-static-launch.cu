// corpus/cudart/shared-static-launch.cu: a launch counts the static shared memory of its own
// kernel, not that of every kernel of the program: two kernels with 40 KiB of static shared
// memory each both launch, each with up to 8 KiB of dynamic shared memory (48 KiB a block on
// sm_52); one byte more is cudaErrorInvalidValue. The occupancy calculator divides the 96 KiB
// of an SM by the static and dynamic shared memory of a block.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void big_a (float *x)
{
  __shared__ float a[10240];                     // 40960 bytes
  for (int i = threadIdx.x; i < 10240; i += blockDim.x)
    a[i] = (float) i;
  __syncthreads ();
  x[threadIdx.x] = a[10239 - threadIdx.x];
}

__global__ void big_b (float *x)
{
  __shared__ int b[10240];                       // 40960 bytes
  for (int i = threadIdx.x; i < 10240; i += blockDim.x)
    b[i] = 2 * i;
  __syncthreads ();
  x[threadIdx.x] = (float) b[10239 - threadIdx.x];
}

__global__ void small (float *x)
{
  __shared__ int s[5120];                        // 20480 bytes
  for (int i = threadIdx.x; i < 5120; i += blockDim.x)
    s[i] = i;
  __syncthreads ();
  x[blockIdx.x * blockDim.x + threadIdx.x] = (float) s[5119 - threadIdx.x];
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

static void occupancy (const char *name, const void *k, int threads, size_t dyn)
{
  int n = -1;
  cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor (&n, k, threads, dyn);
  printf ("occupancy %s %d threads %zu dynamic bytes: %s %d\n", name, threads, dyn,
          cudaGetErrorName (e), n);
}

int main ()
{
  float *d, h[2];
  cudaMalloc ((void **) &d, 512 * sizeof (float));
  big_a<<<1, 256>>> (d);
  show ("big_a", cudaGetLastError ());
  big_b<<<1, 256, 8192>>> (d);
  show ("big_b with 8 KiB dynamic", cudaGetLastError ());
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%g %g\n", h[0], h[1]);
  big_a<<<1, 256, 8192 + 4>>> (d);
  show ("big_a with 8 KiB + 4 dynamic", cudaGetLastError ());
  show ("synchronize", cudaDeviceSynchronize ());

  occupancy ("big_a", (const void *) big_a, 256, 0);
  occupancy ("big_a", (const void *) big_a, 256, 8192);
  occupancy ("small", (const void *) small, 128, 0);
  occupancy ("small", (const void *) small, 128, 12288);
  small<<<4, 128>>> (d);  /* 512 threads, one float each */
  show ("small", cudaDeviceSynchronize ());
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%g %g\n", h[0], h[1]);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: big_a: cudaSuccess
// expect: big_b with 8 KiB dynamic: cudaSuccess
// expect: 20478 20476
// expect: big_a with 8 KiB + 4 dynamic: cudaErrorInvalidValue
// expect: synchronize: cudaSuccess
// expect: occupancy big_a 256 threads 0 dynamic bytes: cudaSuccess 2
// expect: occupancy big_a 256 threads 8192 dynamic bytes: cudaSuccess 2
// expect: occupancy small 128 threads 0 dynamic bytes: cudaSuccess 4
// expect: occupancy small 128 threads 12288 dynamic bytes: cudaSuccess 3
// expect: small: cudaSuccess
// expect: 5119 5118
// expect-exit: 1
// expect-report: ^shared-static-launch\.cu:59:8: error: invalid launch of 'big_a' with grid \(1,1,1\) and block \(256,1,1\), 8196 bytes of dynamic shared memory: more shared memory than a block may have \(40960 bytes of static shared memory, the kernel's maximum dynamic shared memory is 8192 bytes\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
