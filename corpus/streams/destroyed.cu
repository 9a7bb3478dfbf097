// corpus/streams/destroyed.cu: a stream and an event used after they were destroyed. Each call
// returns cudaErrorInvalidResourceHandle and is reported; a launch into the destroyed stream
// does not run. Work queued before cudaStreamDestroy still completes.
#include <stdio.h>

__global__ void inc(int *v) { atomicAdd(v, 1); }

int main() {
  int *v, h = 0;
  cudaMalloc(&v, sizeof(int));
  cudaMemset(v, 0, sizeof(int));
  cudaStream_t s;
  cudaEvent_t e;
  cudaStreamCreate(&s);
  cudaEventCreate(&e);
  inc<<<1, 4, 0, s>>>(v);
  cudaStreamDestroy(s);
  cudaEventDestroy(e);
  inc<<<1, 4, 0, s>>>(v);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("record: %s\n", cudaGetErrorName(cudaEventRecord(e, 0)));
  printf("synchronize: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
  cudaMemcpy(&h, v, sizeof h, cudaMemcpyDeviceToHost);
  printf("v = %d\n", h);
  cudaFree(v);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: launch: cudaErrorInvalidResourceHandle
// expect: record: cudaErrorInvalidResourceHandle
// expect: synchronize: cudaErrorInvalidResourceHandle
// expect: v = 4
// expect-exit: 1
// expect-report: ^destroyed\.cu:19:6: error: launch of 'inc' into stream 0x[0-9a-f]+, which was destroyed or never created
// expect-report: ^destroyed\.cu:21:43: error: cudaEventRecord: event 0x[0-9a-f]+ was destroyed or never created
// expect-report: ^destroyed\.cu:22:48: error: cudaStreamSynchronize: stream 0x[0-9a-f]+ was destroyed or never created
