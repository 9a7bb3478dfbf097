// Lambdas in device code are __device__ functions: a kernel builds closures (a capture by copy
// of a parameter, a default capture) and calls them per thread.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto axpy = [a](float u, float v) { return a * u + v; };
  auto clamp = [=](float v) { return v > 10.0f ? 10.0f : v; };
  if (i < n) y[i] = clamp(axpy(x[i], y[i]));
}
int main() {
  const int n = 6;
  float hx[n], hy[n];
  for (int i = 0; i < n; i++) { hx[i] = i; hy[i] = 1; }
  float *x, *y;
  cudaMalloc(&x, sizeof hx); cudaMalloc(&y, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  k<<<1, 8>>>(x, y, 2.0f, n);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("%g\n", hy[i]);
  cudaFree(x); cudaFree(y);
  return 0;
}

// expect: 1
// expect: 3
// expect: 5
// expect: 7
// expect: 9
// expect: 10
