// corpus/streams/api-2-fair.cu: seed 003, Example Execution.Model.API.2, in CUDA C (mapped pinned
// memory and volatile accesses instead of cuda::atomic). The host spins on a flag that the kernel
// sets, without a CUDA call in the loop. Under --progress=fair the device runs beside the host, so
// this run terminates; but CUDA does not promise it, and the default policy reports the program
// (api-2.cu).
#include <stdio.h>

__global__ void producer(volatile int *flag) { *flag = 1; }

int main() {
  volatile int *flag;
  int *dflag;
  cudaHostAlloc((void **) &flag, sizeof(int), cudaHostAllocMapped);
  *flag = 0;
  cudaHostGetDevicePointer((void **) &dflag, (void *) flag, 0);
  producer<<<1, 1>>>(dflag);
  while (*flag == 0)
    ;
  printf("flag set\n");
  cudaError_t e = cudaDeviceSynchronize();
  cudaFreeHost((void *) flag);
  return (int) e;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: flag set
