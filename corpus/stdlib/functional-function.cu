// std::function from a function, a function object, lambdas (capturing), std::multiplies, one launching a kernel, a zero-argument one, copies, and bad_function_call from an empty one (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <functional>
#include <vector>
#include <exception>
int square(int x) { return x * x; }
struct Scale { int k; int operator()(int x) const { return k * x; } };
double apply(const std::function<double(double, double)> &op, double a, double b) { return op(a, b); }
__global__ void kadd(float *x, float v, int n) { int i = threadIdx.x; if (i < n) x[i] += v; }
int main() {
  std::function<int(int)> f = square;
  printf("%d\n", f(7));
  Scale s3 = {3};
  std::function<int(int)> h(s3);
  printf("%d\n", h(7));
  int offset = 10;
  std::function<int(int)> l = [offset](int x) { return x + offset; };
  printf("%d %d\n", l(7), (int)(bool)l);
  std::function<int(int)> g = l;
  offset = 100;
  printf("%d\n", g(1));
  std::function<double(double, double)> add = [](double a, double b) { return a + b; };
  std::function<double(double, double)> mul = std::multiplies<double>();
  printf("%g %g\n", apply(add, 6, 3), apply(mul, 6, 3));
  std::function<void(float *, int)> step = [](float *d, int n) { kadd<<<1, 32>>>(d, 1.5f, n); };
  float hbuf[8] = {0}; float *d; cudaMalloc(&d, sizeof hbuf); cudaMemcpy(d, hbuf, sizeof hbuf, cudaMemcpyHostToDevice);
  step(d, 8); step(d, 8);
  cudaMemcpy(hbuf, d, sizeof hbuf, cudaMemcpyDeviceToHost); cudaFree(d);
  printf("%g %g\n", hbuf[0], hbuf[7]);
  std::function<int(int)> empty;
  printf("empty %d\n", empty ? 1 : 0);
  try { empty(1); } catch (const std::bad_function_call &e) { printf("caught %s\n", e.what()); }
  std::function<int()> zero = []() { return 42; };
  printf("%d\n", zero());
  return 0;
}
// expect: 49
// expect: 21
// expect: 17 1
// expect: 11
// expect: 9 18
// expect: 3 3
// expect: empty 0
// expect: caught bad_function_call
// expect: 42
