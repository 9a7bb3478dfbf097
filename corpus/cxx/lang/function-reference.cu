// References to functions: `void (&f)(int) = g;` at block and file scope, through a typedef
// (`Fn &r = twice;`), the overload of an overloaded name that the reference's type chooses, a
// template parameter `F &`, `const F &` and `F &&` deduced from a function name, a `const Fn &`
// parameter, a pointer initialised from the reference, and in device code. cudak said "cannot
// bind non-const lvalue reference ... to an rvalue". Expected output from g++ -std=c++17 (the
// kernel's line by hand: threadIdx.x squared plus 4).
// SPDX-License-Identifier: MIT
#include <cstdio>
void g(int x) { printf("g %d\n", x); }
int twice(int x) { return 2 * x; }
int f(int x) { return x + 1; }
int f(double x) { return (int)(x * 10); }
typedef int Fn(int);
int h(const Fn &fn, int v) { return fn(v); }
template <class F> void call(F &fn, int v) { fn(v); }
template <class F> int apply(const F &fn, int v) { return fn(v); }
template <class F> int fwd(F &&fn, int v) { return fn(v); }
void (&gr)(int) = g;
__device__ int sq(int x) { return x * x; }
template <class F> __device__ int dcall(F &fn, int v) { return fn(v); }
__global__ void kernel(int *out) {
  int (&r)(int) = sq;
  out[threadIdx.x] = r(threadIdx.x) + dcall(sq, 2);
}
int main() {
  void (&fr)(int) = g;
  fr(1);
  gr(2);
  int (&t)(int) = twice;
  printf("%d\n", t(21));
  call(g, 3);
  printf("%d %d %d\n", apply(twice, 4), fwd(twice, 5), h(twice, 6));
  void (*p)(int) = fr;
  p(7);
  Fn &r = twice;
  printf("%d\n", r(8));
  int (&a)(int) = f;
  int (&b)(double) = f;
  printf("%d %d\n", a(1), b(1.5));
  int *d, hout[3];
  cudaMalloc(&d, sizeof hout);
  kernel<<<1, 3>>>(d);
  cudaMemcpy(hout, d, sizeof hout, cudaMemcpyDeviceToHost);
  printf("kernel %d %d %d\n", hout[0], hout[1], hout[2]);
  cudaFree(d);
  return 0;
}
// expect: g 1
// expect: g 2
// expect: 42
// expect: g 3
// expect: 8 10 12
// expect: g 7
// expect: 16
// expect: 2 15
// expect: kernel 4 5 8
