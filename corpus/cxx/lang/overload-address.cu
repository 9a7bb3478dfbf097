// The name of an overloaded function converted to a function pointer: the target type chooses
// the overload ([over.over]) in an initialisation, an assignment, with `&`, as an argument and
// in a return, on the host and for __device__ functions. cudak took the first overload and
// said "invalid conversion from 'int (*)(int)' to 'int (*)(double)'" (the CUDA samples'
// cppOverload takes each overload of a kernel this way). Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
int f(int x) { return x + 1; }
int f(double x) { return (int)(x * 10); }
int f(int x, int y) { return x * y; }
int apply(int (*g)(double), double v) { return g(v); }
int (*pick())(int, int) { return f; }
__device__ float g(float x) { return x * 2; }
__device__ float g(float x, float y) { return x - y; }
__global__ void k(float *out) {
  float (*p1)(float) = g;
  float (*p2)(float, float) = &g;
  out[threadIdx.x] = p1(threadIdx.x) + p2(10, threadIdx.x);
}
int main() {
  int (*p1)(int) = f;
  int (*p2)(double) = f;
  int (*p3)(int, int) = &f;
  int (*p4)(double);
  p4 = f;
  printf("%d %d %d %d %d %d\n", p1(1), p2(1.5), p3(3, 4), p4(2.5), apply(f, 0.5), pick()(6, 7));
  float *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 2 15 12 25 5 42
// expect: 10 11 12 13
