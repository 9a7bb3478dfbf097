// Explicit specialisations of member function templates: of a class's (`template <> int
// S::as<int>() const`) and of a class template's instance (`template <> template <> int
// Box<double>::as<int>() const`), a static one (the specialisation does not repeat `static`),
// one with a value parameter used in device code; the other instances stay the template's.
// cudak said "'as' is not a template" / `unsupported:`. Expected output from g++ -std=c++17 (the
// kernel's line by hand).
// SPDX-License-Identifier: MIT
#include <cstdio>
struct S {
  template <class U> U as() const { return (U)v; }
  double v;
};
template <> int S::as<int>() const { return 42; }
template <class T> struct Box {
  template <class U> __host__ __device__ U as() const { return (U)v; }
  template <class U> static const char *name() { return "generic"; }
  template <int K> __host__ __device__ T scaled() const { return v * K; }
  T v;
};
template <> template <> int Box<double>::as<int>() const { return 43; }
template <> template <> const char *Box<int>::name<float>() { return "int-float"; }
template <> template <> __host__ __device__ float Box<float>::scaled<0>() const { return -1.0f; }
__global__ void kernel(float *out) {
  Box<float> b{2.0f};
  out[threadIdx.x] = threadIdx.x == 0 ? b.scaled<0>() : b.scaled<3>() + b.as<int>();
}
int main() {
  S s{2.5};
  Box<double> b{2.5};
  Box<int> c{3};
  printf("%d %g %d %g %d\n", s.as<int>(), s.as<double>(), b.as<int>(), b.as<double>(), c.as<int>());
  printf("%s %s %s\n", Box<int>::name<float>(), Box<int>::name<int>(), Box<double>::name<float>());
  float *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kernel %g %g\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 42 2.5 43 2.5 3
// expect: int-float generic generic
// expect: kernel -1 8
