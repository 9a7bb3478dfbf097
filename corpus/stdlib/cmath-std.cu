// <cmath>'s functions in namespace std, as C++ code writes them: std::fabs, std::sqrt, std::pow,
// std::isnan and the others in host code, and in a kernel (CUDA's math functions are host and
// device functions, std:: spelling included). Expected output: g++ 12 for the host lines; the
// kernel's values are exact (square roots of squares, fabs, floor).
// SPDX-License-Identifier: MIT
#include <cmath>
#include <cstdio>
#include <vector>

__global__ void norms(const float *x, float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = std::sqrt(x[i] * x[i]) + std::fabs(x[i]) + std::floor(0.5f * x[i]);
}

int main()
{
  double x = -2.5;
  float y = 9.0f;
  printf("%g %g %g %g\n", std::fabs(x), std::sqrt(y), std::pow(2.0, 10), std::hypot(3.0, 4.0));
  printf("%g %g %g %g\n", std::floor(x), std::ceil(x), std::round(x), std::trunc(x));
  printf("%d %d %d %d\n", (int) std::isnan(std::nan("")), (int) std::isinf(1.0 / 0.0),
         (int) std::isfinite(x), (int) std::signbit(x));
  printf("%.6f %.6f %.6f\n", std::exp(1.0), std::log(10.0), std::atan2(1.0, 1.0));
  std::vector<float> h = { -4.0f, -1.0f, 0.0f, 3.0f };
  float *dx, *dout;
  cudaMalloc(&dx, h.size() * sizeof(float));
  cudaMalloc(&dout, h.size() * sizeof(float));
  cudaMemcpy(dx, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  norms<<<1, 32>>>(dx, dout, (int) h.size());
  cudaMemcpy(h.data(), dout, h.size() * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  cudaFree(dx);
  cudaFree(dout);
  return 0;
}
// expect: 2.5 3 1024 5
// expect: -3 -2 -3 -2
// expect: 1 1 1 1
// expect: 2.718282 2.302585 0.785398
// expect: 6 1 0 7
