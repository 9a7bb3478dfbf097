// A kernel parameter of class type is copied as nvcc copies it (bytes, no constructor on the
// device side); a function object and a member function called in the kernel. --trace names
// them as C++ does (Saxpy::operator(), Counter::add).
#include <cstdio>
#include <cuda_runtime.h>
struct Saxpy {
  float a;
  __device__ float operator()(float x, float y) const { return a * x + y; }
};
struct Counter {
  int n;
  __device__ void add(int k) { n += k; }
};
__global__ void k(Saxpy f, const float *x, float *y, Counter *c) {
  int i = threadIdx.x;
  y[i] = f(x[i], y[i]);
  if (i == 0) c->add(5);
}
int main() {
  float hx[4] = {1, 2, 3, 4}, hy[4] = {1, 1, 1, 1};
  float *x, *y; Counter *c;
  cudaMalloc(&x, sizeof hx); cudaMalloc(&y, sizeof hy); cudaMalloc(&c, sizeof(Counter));
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  cudaMemset(c, 0, sizeof(Counter));
  Saxpy f = {2.0f};
  k<<<1, 4>>>(f, x, y, c);
  Counter hc;
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %d\n", hy[0], hy[1], hy[2], hy[3], hc.n);
  cudaFree(x); cudaFree(y); cudaFree(c);
  return 0;
}
// cudak-args: --trace=warp
// expect: 3 5 7 9 5
// expect-report: call Saxpy::operator\(\)
// expect-report: call Counter::add
// stderr-allow: ^b0 w0 
// stderr-allow: ^# 
