// corpus/streams/per-thread-stream.cu: --default-stream per-thread, as nvcc spells it: stream 0
// is the host thread's own default stream (cudaStreamPerThread), not the legacy stream. The
// launch goes there, so cudaStreamPerThread has pending work and the legacy stream has none
// (a single query lets the device take no step). default-stream-legacy.cu is the same program
// without the option.
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
// cudak-args: --default-stream per-thread
// nvcc-args: --default-stream per-thread
// expect: per-thread: cudaErrorNotReady
// expect: legacy: cudaSuccess
// expect: out = 7
