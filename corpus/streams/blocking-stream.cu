// corpus/streams/blocking-stream.cu: the legacy default stream waits for the earlier work of a
// blocking stream: the cudaMemcpy (in the default stream) returns only after 'work' in s is
// done, so cudaStreamQuery(s) answers cudaSuccess at once. With a cudaStreamNonBlocking stream
// it does not wait: nonblocking-stream.cu.
#include <stdio.h>

__global__ void work(int *out) {
  int x = 0;
  for (int i = 0; i < 1000; i++)
    x += i;
  *out = x;
}

int main() {
  int *out, *other, h = 0;
  cudaMalloc(&out, sizeof(int));
  cudaMalloc(&other, sizeof(int));
  cudaMemset(other, 0, sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  work<<<1, 1, 0, s>>>(out);
  cudaMemcpy(&h, other, sizeof h, cudaMemcpyDeviceToHost);
  printf("after the copy: %s\n", cudaGetErrorName(cudaStreamQuery(s)));
  cudaStreamSynchronize(s);
  printf("after synchronising: %s\n", cudaGetErrorName(cudaStreamQuery(s)));
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("out = %d\n", h);
  cudaStreamDestroy(s);
  cudaFree(out);
  cudaFree(other);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: after the copy: cudaSuccess
// expect: after synchronising: cudaSuccess
// expect: out = 499500
