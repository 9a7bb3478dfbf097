// Brace and list initialisation (C++11 [dcl.init.list]) of scalars and aggregates: in
// declarations, `return {a, b};`, `f({1, 2})`, `x = {..}`, nullptr, in host and device code.
// Expected host output from g++.
#include <cstdio>

struct Pair { int x; float y; };

Pair make(int a) { return {a, 2.5f}; }
int sum(Pair p) { return p.x + (int) p.y; }
float scale(const Pair &p, float f) { return p.y * f; }
int twice(int v) { return 2 * v; }

__device__ Pair dmake(int a) { return {a, a * 0.5f}; }
__device__ int dsum(Pair p) { return p.x + (int) p.y; }

__global__ void k(int *o)
{
  int t{(int) threadIdx.x};
  Pair p = dmake(t + 4);
  p = {p.x + 1, p.y};
  o[t] = dsum(p) + dsum({t, 1.0f});
}

int main()
{
  int x{3};
  int y = {4};
  int z{};
  double d{1.5};
  Pair p{1, 2.0f};
  Pair q = {5, 1.0f};
  int arr[]{1, 2, 3};
  Pair r = make(7);
  int s = sum({10, 3.5f});
  int *np{nullptr};
  p = {8, 9.0f};
  printf("%d %d %d %g %d %d %zu %d %d %d\n", x, y, z, d, p.x, q.x, sizeof arr, r.x, s, np == nullptr);
  printf("%g %d %d\n", scale({1, 4.0f}, 0.5f), twice({21}), (int) r.y);

  int *o;
  cudaMalloc(&o, 2 * sizeof(int));
  k<<<1, 2>>>(o);
  int h[2];
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(o);
  return 0;
}
// expect: 3 4 0 1.5 8 5 12 7 13 1
// expect: 2 42 2
// expect: 8 10
