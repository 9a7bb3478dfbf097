// corpus/streams/copy-range-ordered.cu: the near miss of race-copy-range.cu. Copies of 1 MiB
// and kernels ordered by their stream, by an event and by the host's waits: a kernel reads and
// writes ints a copy wrote, a copy reads what a kernel wrote, a cudaMemsetAsync clears part of
// the buffer between, and a host memcpy of managed memory follows a kernel the host waited for.
// Every tuple of the copies' runs is checked when a kernel first touches its page of tuples
// (checker/README): none races.
#include <stdio.h>
#include <string.h>

#define N (1 << 18)

__global__ void bump(int *a, int k) { a[k + threadIdx.x * 4096] += 1; }

int main() {
  int *a, *h, *m;
  cudaMalloc(&a, N * sizeof(int));
  cudaMallocHost(&h, N * sizeof(int));
  cudaMallocManaged(&m, N * sizeof(int));
  for (int i = 0; i < N; i++)
    h[i] = i % 1000;
  cudaStream_t s1, s2;
  cudaEvent_t e;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEventCreate(&e);
  cudaMemcpyAsync(a, h, N * sizeof(int), cudaMemcpyHostToDevice, s1);
  bump<<<1, 64, 0, s1>>>(a, 7);
  cudaEventRecord(e, s1);
  cudaStreamWaitEvent(s2, e, 0);
  bump<<<1, 64, 0, s2>>>(a, 9);
  cudaMemsetAsync(a + 1000, 0, 100000 * sizeof(int), s2);
  cudaMemcpyAsync(h, a, N * sizeof(int), cudaMemcpyDeviceToHost, s2);
  cudaStreamSynchronize(s2);
  printf("%d %d %d\n", h[7], h[9], h[1000 + 4096]);
  memcpy(m, h, N * sizeof(int));
  bump<<<1, 64>>>(m, 11);
  cudaDeviceSynchronize();
  memcpy(h, m, N * sizeof(int));
  printf("%d\n", h[11 + 4096]);
  cudaEventDestroy(e);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaFree(m);
  cudaFreeHost(h);
  cudaFree(a);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: 8 10 0
// expect: 1
