// corpus/streams/nonblocking-stream.cu: the legacy default stream does not wait for a
// cudaStreamNonBlocking stream. The cudaMemcpy (in the default stream) returns while 'work'
// still runs in s, so cudaStreamQuery(s) answers cudaErrorNotReady until the stream is
// synchronised. With a blocking stream the copy waits for 'work': blocking-stream.cu.
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
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
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
// expect: after the copy: cudaErrorNotReady
// expect: after synchronising: cudaSuccess
// expect: out = 499500
