// corpus/cudart/launch.cu: launching through cudaLaunchKernel (arguments by address, a stream)
// and with <<<>>>: a host function is cudaErrorInvalidDeviceFunction; a block of more than
// 1024 threads, a block dimension beyond its maximum or an empty grid
// is cudaErrorInvalidConfiguration, reported by cudaGetLastError (which then resets it, as
// these errors are not sticky) and by cudaPeekAtLastError (which keeps it); more dynamic shared
// memory than a block may have is cudaErrorInvalidValue ("invalid argument": cupy/cupy#2118,
// NVIDIA/numba-cuda-mlir#143); a failed launch runs nothing. cudak reports each invalid launch.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void axpy (float a, const float *x, float *y, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

static void host_only (float, const float *, float *, int) {}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  const int n = 100;
  float hx[n], hy[n];
  for (int i = 0; i < n; i++)
    hx[i] = (float) i, hy[i] = 1.0f;
  float *x, *y;
  cudaMalloc ((void **) &x, sizeof hx);
  cudaMalloc ((void **) &y, sizeof hy);
  cudaMemcpy (x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy (y, hy, sizeof hy, cudaMemcpyHostToDevice);

  float a = 2.0f;
  int nn = n;
  void *args[] = { &a, &x, &y, &nn };
  show ("cudaLaunchKernel", cudaLaunchKernel ((const void *) axpy, dim3 (4), dim3 (32), args, 0, 0));
  cudaStream_t s;
  cudaStreamCreate (&s);
  a = 0.5f;
  show ("cudaLaunchKernel on a stream",
        cudaLaunchKernel ((const void *) axpy, dim3 (2), dim3 (64), args, 0, s));
  show ("cudaStreamSynchronize", cudaStreamSynchronize (s));
  cudaMemcpy (hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  printf ("y %.1f %.1f %.1f\n", hy[0], hy[1], hy[99]);

  show ("host function", cudaLaunchKernel ((const void *) host_only, dim3 (1), dim3 (32), args, 0, 0));
  show ("last error", cudaGetLastError ());
  show ("last error again", cudaGetLastError ());
  show ("1025 threads", cudaLaunchKernel ((const void *) axpy, dim3 (1), dim3 (1025), args, 0, 0));
  show ("block z 65", cudaLaunchKernel ((const void *) axpy, dim3 (1), dim3 (1, 1, 65), args, 0, 0));
  show ("empty grid", cudaLaunchKernel ((const void *) axpy, dim3 (0), dim3 (32), args, 0, 0));
  show ("grid y 65536", cudaLaunchKernel ((const void *) axpy, dim3 (1, 65536), dim3 (32), args, 0, 0));
  show ("64 KiB dynamic shared", cudaLaunchKernel ((const void *) axpy, dim3 (1), dim3 (32), args,
                                                   64 * 1024, 0));

  axpy<<<1, 2048>>> (a, x, y, n);
  show ("<<<1, 2048>>> peek", cudaPeekAtLastError ());
  show ("peek again", cudaPeekAtLastError ());
  show ("get", cudaGetLastError ());
  show ("get again", cudaGetLastError ());
  axpy<<<dim3 (1, 1, 65536), 32>>> (a, x, y, n);
  show ("grid z 65536", cudaGetLastError ());
  show ("cudaDeviceSynchronize", cudaDeviceSynchronize ());

  cudaMemcpy (hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  printf ("unchanged y %.1f %.1f %.1f\n", hy[0], hy[1], hy[99]);
  cudaStreamDestroy (s);
  cudaFree (x);
  cudaFree (y);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaLaunchKernel: cudaSuccess
// expect: cudaLaunchKernel on a stream: cudaSuccess
// expect: cudaStreamSynchronize: cudaSuccess
// expect: y 1.0 3.5 248.5
// expect: host function: cudaErrorInvalidDeviceFunction
// expect: last error: cudaErrorInvalidDeviceFunction
// expect: last error again: cudaSuccess
// expect: 1025 threads: cudaErrorInvalidConfiguration
// expect: block z 65: cudaErrorInvalidConfiguration
// expect: empty grid: cudaErrorInvalidConfiguration
// expect: grid y 65536: cudaErrorInvalidConfiguration
// expect: 64 KiB dynamic shared: cudaErrorInvalidValue
// expect: <<<1, 2048>>> peek: cudaErrorInvalidConfiguration
// expect: peek again: cudaErrorInvalidConfiguration
// expect: get: cudaErrorInvalidConfiguration
// expect: get again: cudaSuccess
// expect: grid z 65536: cudaErrorInvalidConfiguration
// expect: cudaDeviceSynchronize: cudaSuccess
// expect: unchanged y 1.0 3.5 248.5
// expect-exit: 1
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(1,1,1\) and block \(1025,1,1\).*: invalid block dimensions
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(1,1,1\) and block \(1,1,65\).*: invalid block dimensions
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(0,1,1\).*: invalid grid dimensions
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(1,65536,1\).*: invalid grid dimensions
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' .* 65536 bytes of dynamic shared memory: more shared memory than a block may have
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(1,1,1\) and block \(2048,1,1\).*: invalid block dimensions
// expect-report: launch\.cu:\d+:\d+: error: invalid launch of 'axpy' with grid \(1,1,65536\).*: invalid grid dimensions
