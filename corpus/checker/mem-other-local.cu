// A thread dereferencing another thread's local memory: thread 0 publishes the address of its
// local variable through shared memory and thread 1 reads through it.
#include <stdio.h>
__global__ void peek(int *out) {
  __shared__ int *slot;
  int mine = 100 + threadIdx.x;
  if (threadIdx.x == 0)
    slot = &mine;
  __syncthreads();
  if (threadIdx.x == 1)
    *out = *slot;
  __syncthreads();
}
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  peek<<<1, 2>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-other-local\.cu:11:12: error: read of 4 bytes of another thread's local memory: offset 0 of 'mine' \(4 bytes\) of thread \(0,0,0\) of block \(0,0,0\)$
// expect-report: ^mem-other-local\.cu:11:12: note: read by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^mem-other-local\.cu:6:7: note: 'mine' \(4 bytes\) declared here
// expect-report: ^mem-other-local\.cu:16:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
