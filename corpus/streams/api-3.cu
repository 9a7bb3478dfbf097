// corpus/streams/api-3.cu: seed 003, Example Execution.Model.API.3 in CUDA C: as api-2.cu, with a
// single cudaStreamQuery before the loop. One query does not guarantee that the kernel starts,
// so the program may still hang, and cudak reports it.
#include <stdio.h>

__global__ void producer(volatile int *flag) { *flag = 1; }

int main() {
  volatile int *flag;
  int *dflag;
  cudaHostAlloc((void **) &flag, sizeof(int), cudaHostAllocMapped);
  *flag = 0;
  cudaHostGetDevicePointer((void **) &dflag, (void *) flag, 0);
  producer<<<1, 1>>>(dflag);
  (void) cudaStreamQuery(0);
  while (*flag == 0)
    ;
  printf("flag set\n");
  return (int) cudaDeviceSynchronize();
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect-exit: 1
// expect-report: ^api-3\.cu:16:3: error: forward progress: the host thread may spin forever
// expect-report: ^api-3\.cu:16:3: note: the host thread spins in a loop that waits for the device
