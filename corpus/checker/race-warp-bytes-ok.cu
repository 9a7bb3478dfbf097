// Near miss of race-warp-bytes.cu: the same mirror of bytes through shared memory with a
// __syncthreads() between the stores and the loads, and each warp then reading the bytes of
// the other warp's threads many times (byte cells with more readers than two slots).
#include <stdio.h>
__global__ void mirror(char *out) {
  __shared__ char buf[64];
  int t = threadIdx.x;
  buf[t] = (char) ('a' + t % 26);
  __syncthreads();
  int s = 0;
  for (int k = 0; k < 64; k++)
    s += buf[(t + k) % 64];
  out[t] = (char) (buf[63 - t] + s % 2);
}
int main(void) {
  char h[64], *out;
  cudaMalloc(&out, sizeof h);
  mirror<<<1, 64>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%c %c\n", h[0], h[63]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: l a
