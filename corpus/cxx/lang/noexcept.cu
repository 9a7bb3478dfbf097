// noexcept as specifier (plain and with a constant) and as operator (C++11), in host and device
// code; cudak has no exceptions, and noexcept changes nothing else. Expected output from g++.
#include <cstdio>

__host__ __device__ int twice(int x) noexcept { return 2 * x; }
int maybe(int x) noexcept(sizeof(int) == 8) { return x; }
void plain() {}

__global__ void k(int *o)
{
  o[0] = twice(21) + noexcept(twice(1));
}

int main()
{
  static_assert(noexcept(twice(0)), "declared noexcept");
  static_assert(!noexcept(plain()), "not declared noexcept");
  void (*fp)() = plain;
  int x = 1;
  printf("%d %d %d %d %d %d\n", twice(3), noexcept(maybe(1)), noexcept(x + 1), noexcept(fp()),
         noexcept(new int), noexcept(twice(x) + twice(2)));
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return twice(0);
}
// expect: 6 0 1 0 0 1
// expect: 43
