// corpus/streams/sync-copy-ordered.cu: near misses of race-sync-copy-kernel.cu and
// race-sync-memset-kernel.cu. A cudaMemcpy after cudaStreamSynchronize of the non-blocking
// stream, a cudaMemset and a cudaMemcpy that wait for a blocking stream (the legacy default
// stream waits for it), and a cudaMemcpy of another buffer while a non-blocking stream's kernel
// still runs (the copy is checked, its bytes are not the kernel's): no race.
#include <stdio.h>

__global__ void produce(int *out, int base) {
  out[threadIdx.x] = base + threadIdx.x;
}

int main() {
  int *a, *b, h[32], g[32];
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&b, sizeof g);
  cudaMemset(b, 0, sizeof g);
  cudaStream_t nb, bl;
  cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking);
  cudaStreamCreate(&bl);

  produce<<<1, 32, 0, nb>>>(a, 100);
  cudaStreamSynchronize(nb);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("after synchronising: %d\n", h[3]);

  produce<<<1, 32, 0, bl>>>(a, 200);
  cudaMemset(a, 0, sizeof h);
  produce<<<1, 32, 0, bl>>>(a, 300);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("blocking stream: %d\n", h[3]);

  produce<<<1, 32, 0, nb>>>(a, 400);
  cudaMemcpy(g, b, sizeof g, cudaMemcpyDeviceToHost);
  cudaStreamSynchronize(nb);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("other buffer: %d %d\n", g[3], h[3]);

  cudaStreamDestroy(nb);
  cudaStreamDestroy(bl);
  cudaFree(a);
  cudaFree(b);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: after synchronising: 103
// expect: blocking stream: 303
// expect: other buffer: 0 403
