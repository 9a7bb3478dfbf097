// <random> as real programs use it: the input of a kernel filled on the host with
// std::uniform_real_distribution<float>(0, 1) drawn from std::mt19937(42). Expected output: the
// same program with the kernel's loop run on the host, built by g++ (libstdc++'s numbers).
#include <random>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main()
{
  const int n = 1000;
  std::mt19937 gen(42);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  float *x = new float[n], *y = new float[n];
  for (int i = 0; i < n; i++) {
    x[i] = dist(gen);
    y[i] = 1.0f;
  }
  float *dx, *dy;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, dx, dy);
  cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  float lo = 3, hi = 0;
  for (int i = 0; i < n; i++) {
    sum += y[i];
    lo = y[i] < lo ? y[i] : lo;
    hi = y[i] > hi ? y[i] : hi;
  }
  printf("x[0..3] = %.9g %.9g %.9g %.9g\n", x[0], x[1], x[2], x[3]);
  printf("y[0..3] = %.9g %.9g %.9g %.9g\n", y[0], y[1], y[2], y[3]);
  printf("sum %.6f min %.9g max %.9g\n", sum, lo, hi);
  cudaFree(dx);
  cudaFree(dy);
  delete[] x;
  delete[] y;
  return 0;
}
// expect: x[0..3] = 0.37454012 0.796543002 0.95071429 0.183434784
// expect: y[0..3] = 1.74908018 2.593086 2.9014287 1.36686957
// expect: sum 1998.400876 min 1.0010407 max 2.99548101
