// Deduced return types beyond a plain `auto` ([dcl.type.auto.deduct]): `auto &` (assigned
// through), `const auto &`, `auto *`, `decltype(auto)` of a parenthesized lvalue (a reference)
// and of a prvalue (a value), in function templates, member functions and plain functions; and
// folds over assignment operators ([expr.prim.fold]): a right fold `(args = ... = v)` and left
// folds `(acc += ... += xs)`, `(a = ... = rest)`; host and device code (issue 19). Host output
// as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>

struct V
{
  int a[4];
  __host__ __device__ auto &at(int i) { return a[i]; }
  __host__ __device__ const auto &cat(int i) const { return a[i]; }
  __host__ __device__ auto *ptr() { return a; }
};
template <class T> __host__ __device__ auto &first(T &x) { return x[0]; }
template <class T> __host__ __device__ const auto &cfirst(const T &x) { return x[0]; }
template <class T> __host__ __device__ decltype(auto) pass(T &x) { return (x); }
template <class T> __host__ __device__ decltype(auto) next(T x) { return x + 1; }
auto &counter()
{
  static int g = 5;
  return g;
}

template <class... Ts> __host__ __device__ void set_all(int v, Ts &...args) { (args = ... = v); }
template <class... Ts> __host__ __device__ int add_into(int &acc, Ts... xs)
{
  (acc += ... += xs);
  return acc;
}
template <class T, class... Ts> __host__ __device__ T chain(T &a, Ts &...rest) { return (a = ... = rest); }

__global__ void kernel(int *out)
{
  int v[3] = {1, 2, 3};
  first(v) = 10 + threadIdx.x;
  pass(v[1]) = 20;
  V s = {{1, 2, 3, 4}};
  s.at(2) = 30;
  *(s.ptr() + 3) = 40;
  int a = 0, b = 0, acc = 1;
  set_all(7, a, b);
  int x = 1, y = 2, z = 3;
  int c = chain(x, y, z);
  out[threadIdx.x] = v[0] + v[1] + cfirst(v) + s.cat(2) + s.a[3] + a + b + add_into(acc, 1, 2) + c * 1000 + x * 100;
}

int main()
{
  int v[3] = {1, 2, 3};
  first(v) = 10;
  pass(v[1]) = 20;
  counter() += 1;
  V s = {{1, 2, 3, 4}};
  s.at(2) = 30;
  *(s.ptr() + 3) = 40;
  printf("%d %d %d %d %d %d %d %d\n", v[0], v[1], cfirst(v), next(2.5) > 3, counter(), s.cat(2), s.a[3],
         (int)sizeof(next('a')));
  int a = 1, b = 2, c = 3;
  set_all(7, a, b, c);
  int acc = 0;
  int sum = add_into(acc, 1, 2, 3);
  printf("%d %d %d %d %d\n", a, b, c, sum, acc);
  int x = 1, y = 2, z = 3;
  int r = chain(x, y, z);
  printf("%d %d %d %d\n", r, x, y, z);
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 10 20 10 1 6 30 40 4
// expect: 7 7 7 6 6
// expect: 3 3 2 3
// expect: 3428 3430
