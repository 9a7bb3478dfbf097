// Argument-dependent lookup of unqualified calls ([basic.lookup.argdep]): `swap(a, b)` of a geo::V finds geo::swap beside std::swap (using namespace std), dot/scale/a function template/a hidden friend/a pointer argument's namespace, a global print(int) and geo::print(const V &) in one overload set, a template body's call, and __device__ functions of the namespace called from a kernel (issue 20).
// Expected output: the host build with g++ 12 (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <iostream>
#include <vector>
using namespace std;
namespace geo {
struct V { float x, y; };
__host__ __device__ inline float dot(V a, V b) { return a.x * b.x + a.y * b.y; }
__host__ __device__ inline V scale(V a, float s) { V r = {a.x * s, a.y * s}; return r; }
void swap(V &a, V &b) { printf("geo::swap\n"); V t = a; a = b; b = t; }
void reset(V *p) { p->x = p->y = 0; }
template <class T> struct Box { T v; };
template <class T> T unbox(const Box<T> &b) { return b.v; }
struct Counter {
  int n;
  friend void bump(Counter &c) { c.n++; }
};
ostream &operator<<(ostream &os, const V &v) { return os << "(" << v.x << ", " << v.y << ")"; }
}
void print(int i) { printf("int %d\n", i); }
namespace geo { void print(const V &v) { printf("V %g %g\n", v.x, v.y); } }
template <class T> float selfdot(const T &t) { return dot(t, t); }
__global__ void k(const geo::V *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = dot(in[i], scale(in[i], 2.0f));
}
int main() {
  geo::V a = {1, 2}, b = {3, 4};
  swap(a, b);
  cout << a << " " << b << " " << dot(a, b) << " " << selfdot(a) << endl;
  print(a);
  print(7);
  geo::Box<int> bx = {42};
  printf("%d\n", unbox(bx));
  geo::Counter c = {0};
  bump(c); bump(c);
  printf("%d\n", c.n);
  reset(&a);
  cout << a << endl;
  const int n = 4;
  vector<geo::V> h(n);
  for (int i = 0; i < n; i++) { h[i].x = (float)i; h[i].y = (float)(n - i); }
  geo::V *d; float *o;
  cudaMalloc(&d, n * sizeof(geo::V)); cudaMalloc(&o, n * sizeof(float));
  cudaMemcpy(d, h.data(), n * sizeof(geo::V), cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d, o, n);
  vector<float> r(n);
  cudaMemcpy(r.data(), o, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (float x : r) cout << x << " ";
  cout << endl;
  int i = 3, j = 4;
  swap(i, j);
  cout << i << j << endl;
  cudaFree(d); cudaFree(o);
  return 0;
}
// expect: geo::swap
// expect: (3, 4) (1, 2) 11 25
// expect: V 3 4
// expect: int 7
// expect: 42
// expect: 2
// expect: (0, 0)
// expect: 32 20 16 20 
// expect: 43
