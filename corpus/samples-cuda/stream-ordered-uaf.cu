// corpus/samples-cuda/stream-ordered-uaf.cu: a kernel launched after cudaFreeAsync in the same
// stream still reads the buffer: a use after free, reported where the kernel reads.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void sum(const int *p, int *out)
{
  atomicAdd(out, p[threadIdx.x]);
}

int main()
{
  cudaStream_t s;
  cudaStreamCreate(&s);
  int *d, *out;
  cudaMallocAsync(&d, 32 * sizeof(int), s);
  cudaMallocAsync(&out, sizeof(int), s);
  cudaMemsetAsync(d, 0, 32 * sizeof(int), s);
  cudaMemsetAsync(out, 0, sizeof(int), s);
  sum<<<1, 32, 0, s>>>(d, out);
  cudaFreeAsync(d, s);
  sum<<<1, 32, 0, s>>>(d, out);
  int h = -1;
  cudaMemcpyAsync(&h, out, sizeof h, cudaMemcpyDeviceToHost, s);
  cudaFreeAsync(out, s);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);
  printf("%d\n", h);
  return 0;
}
// expect: -1
// expect-exit: 1
// expect-report: ^stream-ordered-uaf\.cu:8:19: error: use after free: read of 4 bytes at offset 0 of an allocation of 128 bytes allocated at stream-ordered-uaf\.cu:16:3, freed at stream-ordered-uaf\.cu:21:3$
// expect-report: ^stream-ordered-uaf\.cu:24:3: warning: unchecked CUDA error: 'cudaMemcpyAsync' returned cudaErrorIllegalAddress
// expect-report: ^stream-ordered-uaf\.cu:25:3: warning: unchecked CUDA error: 'cudaFreeAsync' returned cudaErrorIllegalAddress
// expect-report: ^stream-ordered-uaf\.cu:26:3: warning: unchecked CUDA error: 'cudaStreamSynchronize' returned cudaErrorIllegalAddress
// expect-report: ^cudak: 1 error, 3 warnings
