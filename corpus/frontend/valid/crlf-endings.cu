// corpus/frontend/valid/crlf-endings.cu: a file saved with CRLF line endings (Windows editors),
// including backslash line splices and a macro continued over CRLF lines
// SPDX-License-Identifier: MIT
#include <stdio.h>

#define SUM3(a, b, c) \
  ((a) + \
   (b) + \
   (c))

__global__ void add(int *v)
{
  int i = threadIdx.x;
  v[i] = SUM3(v[i], i, 1); // a line comment ending in CRLF
  /* a block comment
     over CRLF lines */
}

int main(void)
{
  const char *s = "joined \
string";
  int h[4] = {10, 20, 30, 40}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  add<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s|%d %d %d %d|%d\n", s, h[0], h[1], h[2], h[3], __LINE__);
  cudaFree(d);
  return 0;
}
//
// expect: joined string|11 22 33 44|28
