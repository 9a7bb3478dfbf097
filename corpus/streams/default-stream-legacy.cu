// corpus/streams/default-stream-legacy.cu: per-thread-stream.cu without --default-stream: stream
// 0 is the legacy stream, so the launch is pending there and cudaStreamPerThread is empty.
#include <stdio.h>

__global__ void work(int *out) { *out = 7; }

int main() {
  int *out, h = 0;
  cudaMalloc(&out, sizeof(int));
  work<<<1, 1>>>(out);
  printf("per-thread: %s\n", cudaGetErrorName(cudaStreamQuery(cudaStreamPerThread)));
  printf("legacy: %s\n", cudaGetErrorName(cudaStreamQuery(cudaStreamLegacy)));
  cudaStreamSynchronize(0);
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("out = %d\n", h);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: per-thread: cudaSuccess
// expect: legacy: cudaErrorNotReady
// expect: out = 7
