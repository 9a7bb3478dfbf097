// corpus/streams/api-2.cu: seed 003, Example Execution.Model.API.2, in CUDA C (mapped pinned
// memory and volatile accesses instead of cuda::atomic). The host spins on a flag that the kernel
// sets, without a CUDA call in the loop: CUDA only guarantees that the kernel starts once the host
// synchronises, so the program may hang ("allowed outcome: no thread makes progress"). cudak's
// default progress policy takes that choice and reports it; api-2-fair.cu shows the same program
// under --progress=fair, where it terminates.
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
  return (int) cudaDeviceSynchronize();
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect-exit: 1
// expect-report: ^api-2\.cu:18:3: error: forward progress: the host thread may spin forever
// expect-report: ^api-2\.cu:18:3: note: the host thread spins in a loop that waits for the device
// expect-report: note: device work is pending \(kernel 'producer'\) and no CUDA call in the loop lets it progress: .*Execution\.Model\.API\.2
