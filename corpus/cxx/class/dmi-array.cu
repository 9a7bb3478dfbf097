// Default member initializers of array members, in host and device code: a braced list
// (`float d[4] = {1, 2, 3.5f}`, the rest zero), a braced list without `=` (`int k[2]{7, 8}`),
// nested lists of structs, and a string literal for a `char` array ([dcl.init.aggr],
// [dcl.init.string]). cudak said "expected expression before '{'". Expected output from g++
// (host line) and by hand (kernel: d[i % 4] + k[1] + ps[1].y + name[1] = d[i % 4] + 8 + 4 + 98).
#include <cstdio>
struct Pt { int x, y; };
struct M {
  float d[4] = {1, 2, 3.5f};
  int k[2]{7, 8};
  Pt ps[2] = {{1, 2}, {3, 4}};
  char name[8] = "abc";
  int n = 3;
};
__global__ void kern(int *out) {
  M m;
  out[threadIdx.x] = (int)m.d[threadIdx.x % 4] + m.k[1] + m.ps[1].y + m.name[1];
}
int main() {
  M m;
  printf("%g %g %g %g %d %d %d %d %s %d\n", m.d[0], m.d[1], m.d[2], m.d[3], m.k[0], m.k[1],
         m.ps[1].x, m.ps[0].y, m.name, m.n);
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  kern<<<1, 4>>>(d);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 1 2 3.5 0 7 8 3 2 abc 3
// expect: 111 112 113 110
