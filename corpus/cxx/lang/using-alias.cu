// using aliases (non-template), nullptr and std::nullptr_t, static_assert with and without a
// message and the standard attributes that change no meaning, in host and device code.
// Expected host output from g++.
#include <cstdio>
#include <cstddef>
using real = float;
using IntPtr = int *;
using Fn = int (*)(int);
typedef decltype(nullptr) null_t;
[[nodiscard]] int sq(int v) { return v * v; }
[[maybe_unused]] static int unused_helper() { return 0; }
static_assert(sizeof(real) == 4, "real is float");
static_assert(sizeof(IntPtr) == 8);
__global__ void k(real *o)
{
  using idx_t = unsigned;
  idx_t i = threadIdx.x;
  o[i] = i * real(0.5);
}
int main()
{
  int a = 3;
  IntPtr p = &a;
  Fn f = sq;
  std::nullptr_t n = nullptr;   // converts to every pointer type
  null_t n2 = nullptr;   // decltype(nullptr)
  int *q = n;
  real r = 1.5f;
  printf("%d %d %g %d %d\n", *p, f(4), r, q == nullptr, n2 == nullptr);
  real *d;
  cudaMalloc(&d, 2 * sizeof(real));
  k<<<1, 2>>>(d);
  real h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%g %g\n", h[0], h[1]);
  return 0;
}
// expect: 3 16 1.5 1 1
// expect: 0 0.5
