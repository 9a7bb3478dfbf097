// Partial ordering of function templates as [temp.deduct.partial] gives it: the parameters of
// one template, its own template parameters standing as unique types, deduce the other's; a
// repeated parameter (f(A, A, B, B), h(T, T)) is more specialised than distinct ones, const T *
// than T *, a pack than nothing only where it is the rest (x(int, Ts...) over x(T)); between
// references an lvalue one and the more cv-qualified one win (s(const T &) over s(T &&));
// function pointer and class template patterns (fp(R (*)(int)) over fp(R (*)(A1)) over
// fp(R (*)(As...)), a2(A2<T, 3>), b2(B2<B2<T> >)), pointers to members (mp(T M::*) over
// mp(T), R (M::*)(A) deduced); a `W<T> (&)[N]` parameter (an array of a
// dependent class) over `const T *`; member and operator templates, __device__ ones in a
// kernel, and std::equal's four-iterator form beside equal(It1, It1, It2, Pred); the address
// of an overloaded template, whose most specialised match the target type takes
// ([over.over]p4). Expected output from g++ -std=c++17 (the kernel's line from the same calls
// on the host).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>

template <class A, class B, class P> int f(A, A, B, P) { return 1; }
template <class A, class B> int f(A, A, B, B) { return 2; }
template <class T, class U> int h(T, U) { return 1; }
template <class T> int h(T, T) { return 2; }
template <class T> int g(T) { return 1; }
template <class T> int g(T *) { return 2; }
template <class T> int g(const T *) { return 3; }
template <class T> int r(T &) { return 1; }
template <class T> int r(const T &) { return 2; }
template <class T> int s(T &&) { return 1; }
template <class T> int s(const T &) { return 2; }
template <class... Ts> int v(Ts...) { return 1; }
template <class T> int v(T) { return 2; }
template <class T, class... Ts> int w(T, Ts...) { return 1; }
template <class T> int w(T) { return 2; }
template <class... Ts> int x(int, Ts...) { return 1; }
template <class T> int x(T) { return 2; }
template <class T, int N> int arr(T (&)[N]) { return 1; }
template <int N> int arr(int (&)[N]) { return 2; }

template <class R, class... As> int fp(R (*)(As...)) { return 1; }
template <class R> int fp(R (*)(int)) { return 2; }
template <class R, class A1> int fp(R (*)(A1)) { return 3; }
template <class T, int N> struct A2 {};
template <class T, int N> int a2(A2<T, N>) { return 1; }
template <class T> int a2(A2<T, 3>) { return 2; }
template <int N> int a2(A2<int, N>) { return 3; }
template <class T> struct B2 {};
template <class T> int b2(B2<T>) { return 1; }
template <class T> int b2(B2<B2<T> >) { return 2; }
template <class T> int b2(B2<T *>) { return 3; }
struct M { int m; double d; int f(int x) { return x + m; } };
template <class T> int mp(T M::*) { return (int)sizeof(T); }
template <class T> int mp(T) { return 0; }
template <class R, class A> R call(M &o, R (M::*pm)(A), A a) { return (o.*pm)(a); }
int one(int) { return 0; }
int two(int, int) { return 0; }

template <class T> struct W { T v; };
template <class T, class U> int operator+(W<T>, U) { return 1; }
template <class T> int operator+(W<T>, T) { return 2; }
template <class T> int operator+(W<T>, W<T>) { return 3; }
template <class T, int N> int wn(W<T> (&)[N]) { return N; }
template <class T> int wn(const T *) { return 0; }

struct S {
  template <class T> int f(T) { return 1; }
  template <class T> int f(T *) { return 2; }
  template <class A, class B> int k(A, B) { return 1; }
  template <class A> int k(A, A) { return 2; }
  template <class T> int r(T &&) { return 1; }
  template <class T> int r(const T &) { return 2; }
  template <class T, class... Ts> int w(T, Ts...) { return 1; }
  template <class T> int w(T) { return 2; }
  template <class... Ts> int v(Ts...) { return 1; }
  template <class T> int v(T) { return 2; }
  template <class T> int d(T, int = 0) { return 1; }
  template <class T> int d(T *) { return 2; }
  template <class T> static int st(T, T) { return 2; }
  template <class T, class U> static int st(T, U) { return 1; }
};

template <class T> __host__ __device__ int dv(T) { return 1; }
template <class T> __host__ __device__ int dv(T *) { return 2; }
template <class T> __host__ __device__ int dv(const T *) { return 3; }
template <class T, class U> __device__ int dh(T, U) { return 1; }
template <class T> __device__ int dh(T, T) { return 2; }

__global__ void kern(int *out)
{
  const int c = 1;
  out[0] = dv(1) * 1000 + dv(out) * 100 + dv(&c) * 10 + dh(threadIdx.x, blockIdx.x);
}

int main()
{
  int p = 0, a = 1;
  double q = 0;
  const int ca = 2;
  int ia[3] = {1, 2, 3};
  float fa[2] = {1, 2};
  printf("%d %d %d\n", f(p, p, q, q), h(1, 2), h(1, 2L));
  printf("%d %d %d %d\n", g(a), g(&a), g(&ca), g((const int *)0));
  printf("%d %d %d | %d %d %d\n", r(a), r(ca), r(3), s(a), s(ca), s(3));
  printf("%d %d %d | %d %d\n", v(1), w(1), x(1), arr(ia), arr(fa));

  A2<char, 3> ac3;
  A2<int, 4> ai4;
  A2<char, 4> ac4;
  B2<B2<int> > bb;
  B2<int *> bp;
  printf("%d %d %d %d %d | %d %d %d\n", fp(one), fp(two), fp(&one), b2(bb), b2(bp), a2(ac3), a2(ai4), a2(ac4));

  M mo{5, 1.5};
  printf("%d %d %d %d\n", mp(&M::m), mp(&M::d), mp(1), call(mo, &M::f, 2));

  W<int> wi{1};
  S o;
  W<int> wa[3] = {};
  printf("%d %d %d %d\n", wi + 2L, wi + 2, wi + wi, wn(wa));
  printf("%d %d %d %d | %d %d %d\n", o.f(1), o.f(&a), o.k(1, 2), o.k(1, 2.0), o.r(a), o.r(ca), o.r(1));
  printf("%d %d %d %d | %d %d\n", o.w(1), o.v(1), o.v(), o.d(&a), S::st(1, 2), S::st(1, 'c'));

  std::vector<int> x1{1, 2, 3}, x2{1, 2, 3}, x3{1, 2};
  printf("%d %d %d\n", (int)std::equal(x1.begin(), x1.end(), x2.begin(), x2.end()),
         (int)std::equal(x1.begin(), x1.end(), x3.begin(), x3.end()),
         (int)std::equal(x1.begin(), x1.end(), x2.begin(), [](int l, int m) { return l == m; }));

  int (*gp)(int *) = g;
  int (*vp)(int) = v;
  printf("%d %d\n", gp(&a), vp(1));

  int *d;
  cudaMalloc(&d, sizeof(int));
  kern<<<1, 1>>>(d);
  int k = 0;
  cudaMemcpy(&k, d, sizeof k, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d\n", k);
  return 0;
}
// expect: 2 2 1
// expect: 1 2 3 3
// expect: 1 2 2 | 1 2 1
// expect: 2 2 1 | 2 1
// expect: 2 1 2 2 3 | 2 3 1
// expect: 4 8 0 7
// expect: 1 2 3 3
// expect: 1 2 2 1 | 1 2 1
// expect: 2 2 1 2 | 2 1
// expect: 1 0 1
// expect: 2 2
// expect: 1232
