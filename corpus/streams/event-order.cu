// corpus/streams/event-order.cu: two streams ordered by an event. 'produce' in s0 fills the
// array, an event recorded after it is waited on by s1, so 'consume' in s1 sees every element.
// The elapsed time between two events around the kernel comes from cudak's device clock
// (semantics/stream.c): positive for real work.
#include <stdio.h>

__global__ void produce(int *a) { a[threadIdx.x] = threadIdx.x * 2; }
__global__ void consume(const int *a, int *sum) { atomicAdd(sum, a[threadIdx.x]); }

int main() {
  int *a, *sum, h = 0;
  cudaMalloc(&a, 64 * sizeof(int));
  cudaMalloc(&sum, sizeof(int));
  cudaMemset(sum, 0, sizeof(int));
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  cudaEvent_t start, done;
  cudaEventCreate(&start);
  cudaEventCreate(&done);
  cudaEventRecord(start, s0);
  produce<<<1, 64, 0, s0>>>(a);
  cudaEventRecord(done, s0);
  cudaStreamWaitEvent(s1, done, 0);
  consume<<<1, 64, 0, s1>>>(a, sum);
  printf("query before: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  cudaStreamSynchronize(s1);
  printf("query after: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  cudaMemcpy(&h, sum, sizeof h, cudaMemcpyDeviceToHost);
  float ms = 0;
  cudaError_t e = cudaEventElapsedTime(&ms, start, done);
  printf("sum = %d, %s, elapsed > 0: %s\n", h, cudaGetErrorName(e), ms > 0 ? "yes" : "no");
  cudaEventDestroy(start);
  cudaEventDestroy(done);
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  cudaFree(a);
  cudaFree(sum);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: query before: cudaErrorNotReady
// expect: query after: cudaSuccess
// expect: sum = 4032, cudaSuccess, elapsed > 0: yes
