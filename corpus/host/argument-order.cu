// corpus/host/argument-order.cu: the order host code evaluates a call's operands in. C++ leaves
// it unspecified but for the object and the operators C++17 sequences; nvcc compiles host code
// with g++, which evaluates a call's arguments from the last to the first (printf, functions,
// constructors, new, member functions after their object, a launch's configuration and then its
// arguments, operator functions called by +, ==, = and +=: the right operand first), a braced
// list, an aggregate's initialisers and <<, >>, [] from left to right. A program that calls
// rand() twice in one argument list sees this order. Expected output from g++ 12 (the launch:
// from the nvcc -cuda output built with g++ and run).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

static int c = 0;
static int a() { printf("a%d ", c++); return 1; }
static int b() { printf("b%d ", c++); return 2; }
static int d() { printf("d%d ", c++); return 3; }
static int f2(int p, int q) { return p - q; }
static int f3(int p, int q, int r) { return p - q + r; }

struct T {
  int x, y;
  T(int p, int q) : x(p), y(q) {}
  int m(int p, int q) { return p + q; }
  T &self() { printf("self "); return *this; }
};
struct P { int x, y; };
struct V { int v; };
V operator+(V p, V q) { return V{p.v + q.v}; }
bool operator==(V p, V q) { return p.v == q.v; }
static V va() { printf("va%d ", c++); return V{1}; }
static V vb() { printf("vb%d ", c++); return V{2}; }

struct M {
  int v;
  M operator+(M o) const { return M{v + o.v}; }
  M &operator+=(M o) { v += o.v; return *this; }
  M &operator<<(int) { return *this; }
  int operator[](int i) const { return v + i; }
  int operator()(int p, int q) const { return p * q; }
};
static M gm;
static M &ra() { printf("ra%d ", c++); return gm; }
static M mb() { printf("mb%d ", c++); return M{2}; }

static int grid() { printf("grid "); return 1; }
static int block() { printf("block "); return 32; }
__global__ void kernel(int p, int q) { }

__host__ __device__ float4 mk(float x, float y, float z, float w) { return make_float4(x, y, z, w); }

int main()
{
  f2(a(), b()); printf("| function\n");
  f3(a(), b(), d()); printf("| three arguments\n");
  printf("%d %d | printf\n", a(), b());
  T t(a(), b()); printf("| constructor\n");
  T u = T(a(), b()); printf("| functional cast\n");
  T v{a(), b()}; printf("| braced list\n");
  t.self().m(a(), b()); printf("| member function\n");
  T *q = new T(a(), b()); printf("| new\n");
  P p = {a(), b()}; printf("| aggregate\n");
  int arr[2] = {a(), b()}; printf("| array\n");
  int (*fp)(int, int) = f2;
  fp(a(), b()); printf("| function pointer\n");
  V r = va() + vb(); printf("| operator+\n");
  bool e = va() == vb(); printf("| operator==\n");
  ra() + mb(); printf("| member operator+\n");
  ra() += mb(); printf("| member operator+=\n");
  ra() << a() << b(); printf("| operator<<\n");
  std::cout << a() << b() << std::endl;
  ra()[a()]; printf("| operator[]\n");
  ra()(a(), b()); printf("| operator()\n");
  std::string s = std::to_string(a()) + std::to_string(b()); printf("| %s\n", s.c_str());
  float4 f = mk((float)a(), (float)b(), (float)d(), 0.0f); printf("| make_float4 %g %g %g\n", f.x, f.y, f.z);
  srand(1);
  int r1 = rand() % 100, r2 = rand() % 100;
  printf("rand %d %d, in one call: %d %d\n", r1, r2, (srand(1), rand() % 100), rand() % 100);
  // nvcc writes the launch as `__cudaPushCallConfiguration (grid (), block ()) ? (void) 0 :
  // kernel (a (), b ())` for g++
  kernel<<<grid(), block()>>>(a(), b()); cudaDeviceSynchronize(); printf("| launch\n");
  (void)u; (void)v; (void)p; (void)arr; (void)r; (void)e;
  delete q;
  return 0;
}
// expect: b0 a1 | function
// expect: d2 b3 a4 | three arguments
// expect: b5 a6 1 2 | printf
// expect: b7 a8 | constructor
// expect: b9 a10 | functional cast
// expect: a11 b12 | braced list
// expect: self b13 a14 | member function
// expect: b15 a16 | new
// expect: a17 b18 | aggregate
// expect: a19 b20 | array
// expect: b21 a22 | function pointer
// expect: vb23 va24 | operator+
// expect: vb25 va26 | operator==
// expect: mb27 ra28 | member operator+
// expect: mb29 ra30 | member operator+=
// expect: ra31 a32 b33 | operator<<
// expect: a34 1b35 2
// expect: ra36 a37 | operator[]
// expect: ra38 b39 a40 | operator()
// expect: b41 a42 | 12
// expect: d43 b44 a45 | make_float4 1 2 3
// expect: rand 83 86, in one call: 83 77
// expect: block grid b46 a47 | launch
