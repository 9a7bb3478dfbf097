// Class template argument deduction beyond `T x(args)` ([over.match.class.deduct]): `S s =
// S(2.5);`, `auto q = S(7);`, user deduction guides with template parameters (`template <class
// T> Box(const T *, int) -> Box<T>;`) and without (`P2(const char *, int) -> P2<const char *,
// long>;`), tried before the constructors; SFINAE on a default template argument (`class =
// std::enable_if_t<...>`) removing a candidate; a typedef of an instance naming its static
// member inside a template (`typedef S<T> L; L::x`); `std::forward<Args>(args)...` in a member
// function template's body; host and device code (issue 19). Host output as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <type_traits>
#include <utility>

template <class T> struct S
{
  static const int x = sizeof(T);
  T v;
  __host__ __device__ S(T a) : v(a) {}
};
template <class T> struct Box
{
  T v;
  int n;
  __host__ __device__ Box(const T *p, int k) : v(*p), n(k) {}
};
template <class T> Box(const T *, int) -> Box<T>;
template <class A, class B> struct P2
{
  A a;
  B b;
  P2(A x, B y) : a(x), b(y) {}
};
P2(const char *, int) -> P2<const char *, long>;

template <class T> __host__ __device__ int via_typedef()
{
  typedef S<T> L;
  return L::x;
}
template <class T, class = typename std::enable_if<std::is_integral<T>::value>::type>
__host__ __device__ int kind(T v)
{
  return (int)v * 2;
}
template <class T, class = std::enable_if_t<std::is_floating_point<T>::value>, class = void>
__host__ __device__ int kind(T)
{
  return -1;
}
struct W
{
  int s;
  template <class... Args> __host__ __device__ W(Args &&...args) : s((0 + ... + args)) {}
};
struct M
{
  int n = 0;
  template <class... Args> __host__ __device__ void emplace(Args &&...args)
  {
    W w(std::forward<Args>(args)...);
    n = w.s;
  }
};

__global__ void kernel(int *out)
{
  S s = S(threadIdx.x + 1);
  double d = 0.5;
  Box b(&d, 3);
  M m;
  m.emplace(1, 2, (int)threadIdx.x);
  out[threadIdx.x] = s.v * 1000 + (int)(b.v * 10) * 100 + via_typedef<short>() * 10 + kind(2) + kind(0.5f) + m.n;
}

int main()
{
  S s = S(2.5);
  double d = 1.25;
  Box b(&d, 3);
  P2 p("hi", 4);
  auto q = S(7);
  S f = S(1.5f);
  printf("%g %g %d %s %d %d %d\n", s.v, b.v, b.n, p.a, (int)sizeof(p.b), q.v, (int)sizeof(f.v));
  printf("%d %d %d %d\n", via_typedef<double>(), via_typedef<char>(), kind(3), kind(2.5));
  M m;
  m.emplace(1, 2, 3);
  printf("%d\n", m.n);
  int *dp, h[2];
  cudaMalloc(&dp, sizeof h);
  kernel<<<1, 2>>>(dp);
  cudaMemcpy(h, dp, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(dp);
  return 0;
}
// expect: 2.5 1.25 3 hi 8 7 4
// expect: 8 1 6 -1
// expect: 6
// expect: 1526 2527
