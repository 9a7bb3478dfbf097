// corpus/streams/api-4-hostregister.cu: seed 003, Example Execution.Model.API.4 with the flag
// in ordinary host memory that cudaHostRegister maps for the device, instead of memory from
// cudaHostAlloc (api-4.cu). The host queries the stream in its spin loop, so the kernel
// progresses and the program terminates; without the query it is api-2.cu's finding.
#include <stdio.h>

int flag = 0;

__global__ void producer(volatile int *f) { atomicExch((int *) f, 1); }

int main() {
  int *dflag;
  cudaHostRegister(&flag, sizeof(flag), cudaHostRegisterMapped);
  cudaHostGetDevicePointer((void **) &dflag, &flag, 0);
  producer<<<1, 1>>>(dflag);
  while (*(volatile int *) &flag == 0) {
    (void) cudaStreamQuery(0);
  }
  printf("flag set\n");
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaHostUnregister(&flag);
  return (int) e;
}
// SPDX-License-Identifier: MIT
// expect: flag set
// expect: cudaSuccess
