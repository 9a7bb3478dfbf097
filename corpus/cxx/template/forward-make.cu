// Perfect forwarding: a variadic make<T>(args...) whose Args &&... parameters are forwarding
// references (an lvalue deduces U &, an rvalue U), std::forward<Args>(args)... expanding a
// pattern, and the constructor each argument list chooses; in host code and in a __device__
// function (nvcc takes std::forward in device code without --expt-relaxed-constexpr) (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>

struct Arg {
  int v;
  __host__ __device__ Arg(int x) : v(x) {}
  __host__ __device__ Arg(const Arg &o) : v(o.v) { printf("copy Arg %d\n", v); }
  __host__ __device__ Arg(Arg &&o) : v(o.v) { o.v = 0; printf("move Arg %d\n", v); }
};

struct Widget {
  int sum;
  __host__ __device__ Widget(const Arg &a, int n) : sum(a.v + n) { printf("Widget(const Arg &, int)\n"); }
  __host__ __device__ Widget(Arg &&a, int n) : sum(a.v + n) { printf("Widget(Arg &&, int)\n"); }
  __host__ __device__ Widget(int &a) : sum(a) { a = -1; printf("Widget(int &)\n"); }
  __host__ __device__ Widget(const int &a) : sum(a) { printf("Widget(const int &)\n"); }
};

template <typename T, typename... Args>
__host__ __device__ T make(Args &&...args)
{
  return T(std::forward<Args>(args)...);
}

// which value category reaches the overload
__host__ __device__ const char *category(int &) { return "lvalue"; }
__host__ __device__ const char *category(int &&) { return "rvalue"; }

template <typename T>
__host__ __device__ const char *pass(T &&x)
{
  return category(std::forward<T>(x));
}

// a pattern expanded per element: h(twice(xs)...)
__host__ __device__ int add3(int a, int b, int c) { return a * 100 + b * 10 + c; }
__host__ __device__ int twice(int x) { return 2 * x; }
template <typename... Ts>
__host__ __device__ int twice_each(Ts... xs)
{
  return add3(twice(xs)...);
}

__global__ void kernel(int *out)
{
  int k = 5;
  Widget w = make<Widget>(Arg(2), 3);
  Widget x = make<Widget>(k);
  out[0] = w.sum;
  out[1] = x.sum;
  out[2] = k;
  printf("device %s %s %d\n", pass(k), pass(7), twice_each(1, 2, 3));
}

int main()
{
  Arg a(10);
  Widget w1 = make<Widget>(a, 1);          // Arg & : copy
  Widget w2 = make<Widget>(Arg(20), 2);    // Arg : move
  Widget w3 = make<Widget>(std::move(a), 3);
  int i = 4;
  const int c = 6;
  Widget w4 = make<Widget>(i);             // int & : Widget(int &)
  Widget w5 = make<Widget>(c);             // const int & : Widget(const int &)
  Widget w6 = make<Widget>(9);             // int : Widget(const int &)
  printf("%d %d %d %d %d %d i=%d a.v=%d\n", w1.sum, w2.sum, w3.sum, w4.sum, w5.sum, w6.sum, i, a.v);
  printf("host %s %s %s %d\n", pass(i), pass(8), pass(std::move(i)), twice_each(3, 2, 1));
  int *d;
  cudaMalloc(&d, 3 * sizeof(int));
  kernel<<<1, 1>>>(d);
  int h[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[2]);
  cudaFree(d);
  return 0;
}
// expect: Widget(const Arg &, int)
// expect: Widget(Arg &&, int)
// expect: Widget(Arg &&, int)
// expect: Widget(int &)
// expect: Widget(const int &)
// expect: Widget(const int &)
// expect: 11 22 13 4 6 9 i=-1 a.v=10
// expect: host lvalue rvalue rvalue 642
// expect: Widget(Arg &&, int)
// expect: Widget(int &)
// expect: device lvalue rvalue 246
// expect: 5 5 -1
