// Near miss for misaligned accesses: the same reinterpretation at a multiple of the access size,
// and byte accesses at any offset.
#include <stdio.h>
__global__ void read_word(const char *buf, int *out) {
  const int *p = (const int *) (buf + 4);
  out[0] = *p;
  out[1] = buf[3];
  const short *s = (const short *) (buf + 6);
  out[2] = *s;
}
int main(void) {
  char *dbuf;
  int *dout, h[3];
  cudaMalloc(&dbuf, 16);
  cudaMalloc(&dout, sizeof h);
  cudaMemset(dbuf, 1, 16);
  read_word<<<1, 1>>>(dbuf, dout);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[2]);
  cudaFree(dbuf);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 16843009 1 257
