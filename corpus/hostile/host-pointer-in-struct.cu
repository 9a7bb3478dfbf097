// A host pointer smuggled into device code inside a struct passed by value.
#include <stdio.h>
#include <stdlib.h>
struct Box { int n; int *data; };
__global__ void k(Box b, int *out) { *out = b.data[0] + b.n; }
int main(void) {
  Box b;
  b.n = 1;
  b.data = (int *)malloc(4 * sizeof(int));
  b.data[0] = 41;
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(b, d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
