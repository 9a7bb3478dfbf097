// corpus/streams/race-copy-kernel.cu: a copy racing with a kernel of another stream. 'wait_ready'
// in stream s0 spins until a flag in device memory becomes 1, which a cudaMemcpyAsync in stream
// s1 writes; nothing orders the two, and a DMA copy is not an atomic access, so the kernel's
// reads and the copy's write race (under --progress=fair, where the copy runs beside the kernel
// and the program ends). copy-overlap.cu overlaps them on disjoint memory.
#include <stdio.h>

__global__ void wait_ready(volatile int *flag, int *out) {
  while (*flag == 0) {}
  *out = 42;
}

int main() {
  int *flag, *out, *one, h = 0;
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  cudaMallocHost(&one, sizeof(int));
  *one = 1;
  cudaStream_t s0, s1;
  cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  wait_ready<<<1, 1, 0, s0>>>(flag, out);
  cudaMemcpyAsync(flag, one, sizeof(int), cudaMemcpyHostToDevice, s1);
  cudaDeviceSynchronize();
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("out = %d\n", h);
  cudaFreeHost(one);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: out = 42
// expect-exit: 1
// expect-report: ^race-copy-kernel\.cu:24:3: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-copy-kernel\.cu:15:3 conflicts with an earlier read
// expect-report: ^race-copy-kernel\.cu:9:10: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-copy-kernel\.cu:24:3: note: write by a copy of the CUDA runtime
// expect-report: ^race-copy-kernel\.cu:9:10: error: data race on global memory: read of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-copy-kernel\.cu:15:3 conflicts with an earlier write
// expect-report: ^race-copy-kernel\.cu:24:3: note: previous write by a copy of the CUDA runtime
