// corpus/streams/api-4.cu: seed 003, Example Execution.Model.API.4 in CUDA C: the host queries
// the stream in its spin loop. Repeated queries guarantee that the kernel progresses, so the
// program terminates.
#include <stdio.h>

__global__ void producer(volatile int *flag) { *flag = 1; }

int main() {
  volatile int *flag;
  int *dflag;
  cudaHostAlloc((void **) &flag, sizeof(int), cudaHostAllocMapped);
  *flag = 0;
  cudaHostGetDevicePointer((void **) &dflag, (void *) flag, 0);
  producer<<<1, 1>>>(dflag);
  int first = (int) cudaStreamQuery(0);
  while (*flag == 0) {
    (void) cudaStreamQuery(0);
  }
  printf("first query: %s\n", cudaGetErrorName((cudaError_t) first));
  printf("flag set\n");
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaFreeHost((void *) flag);
  return (int) e;
}
// SPDX-License-Identifier: MIT
// expect: first query: cudaErrorNotReady
// expect: flag set
// expect: cudaSuccess
