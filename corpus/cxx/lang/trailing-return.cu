// Trailing return types (C++11): auto f(params) -> T, in host and device code. Expected output
// from g++.
#include <cstdio>

auto add(int a, int b) -> int { return a + b; }
__device__ auto half(float x) -> float { return x / 2; }
auto next(int *p) -> int * { return p + 1; }
auto ratio(int a, int b) -> double;

__global__ void k(float *o)
{
  o[0] = half(3.0f);
}

int main()
{
  int a[2] = {1, 2};
  float *d;
  cudaMalloc(&d, sizeof(float));
  k<<<1, 1>>>(d);
  float h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d %d %g %g\n", add(1, 2), *next(a), h, ratio(1, 4));
  return 0;
}

auto ratio(int a, int b) -> double { return (double) a / b; }
// expect: 3 2 1.5 0.25
