// The thread-management API of CUDA 3-12 (cudaThreadSynchronize, cudaThreadExit,
// cudaThreadSetLimit, ...), deprecated since CUDA 4 and removed in CUDA 13, as old textbooks
// and benchmark suites still call it: each builds with the deprecation warning naming its
// cudaDevice* replacement and behaves as that replacement does.
// nvcc: removed-in-cuda13: cudaThreadSynchronize, cudaThreadExit, cudaThreadSetLimit, cudaThreadGetLimit, cudaThreadSetCacheConfig, cudaThreadGetCacheConfig
#include <stdio.h>

__global__ void hello(int *count) {
  atomicAdd(count, 1);
  if (threadIdx.x == 0 && blockIdx.x == 0)
    printf("hello from the device\n");
}

int main(void) {
  size_t fifo = 0;
  cudaThreadSetLimit(cudaLimitPrintfFifoSize, 4 << 20);
  cudaThreadGetLimit(&fifo, cudaLimitPrintfFifoSize);
  printf("printf FIFO: %zu bytes\n", fifo);
  cudaFuncCache pref;
  cudaThreadSetCacheConfig(cudaFuncCachePreferShared);
  cudaThreadGetCacheConfig(&pref);
  /* sm_52 (the default model) has a fixed L1/shared split: no preference is in effect */
  printf("cache config: %d\n", (int) pref);

  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  hello<<<4, 64>>>(d);
  cudaError_t err = cudaThreadSynchronize();
  printf("cudaThreadSynchronize: %s\n", cudaGetErrorString(err));
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d threads ran\n", h);
  /* cudaThreadExit destroys the context as cudaDeviceReset does: d is gone without cudaFree */
  cudaThreadExit();
  printf("limit after cudaThreadExit: %s\n",
         cudaGetErrorName(cudaThreadGetLimit(&fifo, cudaLimitPrintfFifoSize)));
  printf("printf FIFO: %zu bytes\n", fifo);
  printf("bad limit: %s\n", cudaGetErrorName(cudaThreadSetLimit((cudaLimit) 99, 1)));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: printf FIFO: 4194304 bytes
// expect: cache config: 0
// expect: hello from the device
// expect: cudaThreadSynchronize: no error
// expect: 256 threads ran
// expect: limit after cudaThreadExit: cudaSuccess
// expect: printf FIFO: 1048576 bytes
// expect: bad limit: cudaErrorUnsupportedLimit
// expect-report: ^thread-api\.cu:16:3: warning: 'cudaThreadSetLimit' is deprecated: removed in CUDA 13, use cudaDeviceSetLimit \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:17:3: warning: 'cudaThreadGetLimit' is deprecated: removed in CUDA 13, use cudaDeviceGetLimit \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:20:3: warning: 'cudaThreadSetCacheConfig' is deprecated: removed in CUDA 13, use cudaDeviceSetCacheConfig \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:21:3: warning: 'cudaThreadGetCacheConfig' is deprecated: removed in CUDA 13, use cudaDeviceGetCacheConfig \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:29:21: warning: 'cudaThreadSynchronize' is deprecated: removed in CUDA 13, use cudaDeviceSynchronize \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:34:3: warning: 'cudaThreadExit' is deprecated: removed in CUDA 13, use cudaDeviceReset \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:36:27: warning: 'cudaThreadGetLimit' is deprecated: removed in CUDA 13, use cudaDeviceGetLimit \[\-Wdeprecated\-declarations\]
// expect-report: ^thread-api\.cu:38:46: warning: 'cudaThreadSetLimit' is deprecated: removed in CUDA 13, use cudaDeviceSetLimit \[\-Wdeprecated\-declarations\]
