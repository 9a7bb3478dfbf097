// corpus/streams/race-sync-copy-kernel.cu: a cudaMemcpy (synchronous, in the legacy default
// stream) reads what a kernel of a cudaStreamNonBlocking stream writes. The legacy stream does
// not wait for a non-blocking stream, so the copy runs beside 'produce' and the two race (issue
// 22: a synchronous copy takes the host's place in the order of the streams while device work
// it is not ordered with may run). Here the copy happens to run first and reads the zeros of
// the cudaMemset. sync-copy-ordered.cu is the near miss.
#include <stdio.h>

__global__ void produce(int *out) {
  out[threadIdx.x] = threadIdx.x + 1;
}

int main() {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  cudaMemset(out, 0, sizeof h);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  produce<<<1, 32, 0, s>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  cudaStreamSynchronize(s);
  printf("h[3] = %d\n", h[3]);
  cudaStreamDestroy(s);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: h[3] = 0
// expect-exit: 1
// expect-report: ^race-sync-copy-kernel\.cu:10:20: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 128 bytes allocated at race-sync-copy-kernel\.cu:15:3 conflicts with an earlier read
// expect-report: ^race-sync-copy-kernel\.cu:20:3: note: previous read by a copy of the CUDA runtime
// expect-report: ^race-sync-copy-kernel\.cu:10:20: note: write by thread \(0,0,0\) of block \(0,0,0\)
