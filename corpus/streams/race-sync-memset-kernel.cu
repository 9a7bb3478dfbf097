// corpus/streams/race-sync-memset-kernel.cu: a cudaMemset (synchronous, in the legacy default
// stream) clears a buffer that a kernel of a cudaStreamNonBlocking stream is about to write:
// nothing orders the two (issue 22), a write-write race. sync-copy-ordered.cu is the near
// miss.
#include <stdio.h>

__global__ void produce(int *out) {
  out[threadIdx.x] = threadIdx.x + 1;
}

int main() {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  produce<<<1, 32, 0, s>>>(out);
  cudaMemset(out, 0, sizeof h);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("h[3] = %d\n", h[3]);
  cudaStreamDestroy(s);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: h[3] = 4
// expect-exit: 1
// expect-report: ^race-sync-memset-kernel\.cu:8:20: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 128 bytes allocated at race-sync-memset-kernel\.cu:13:3 conflicts with an earlier write
// expect-report: ^race-sync-memset-kernel\.cu:17:3: note: previous write by a copy of the CUDA runtime
// expect-report: ^race-sync-memset-kernel\.cu:8:20: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\); the values differ
