// <functional>'s function objects with accumulate/transform/inner_product, lambdas capturing by value and by reference, a saxpy kernel checked against std::transform (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <functional>

template <class Op> int fold(const std::vector<int> &v, int init, Op op)
{
  return std::accumulate(v.begin(), v.end(), init, op);
}

__global__ void saxpy(float a, const float *x, float *y, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main()
{
  std::vector<int> v = { 4, 8, 15, 16, 23, 42 };
  printf("%d %d %d\n", fold(v, 0, std::plus<int>()), fold(v, 1, std::multiplies<int>()) % 1000, fold(v, 100, std::minus<int>()));
  std::vector<int> w(v.size());
  std::transform(v.begin(), v.end(), w.begin(), std::negate<int>());
  std::transform(v.begin(), v.end(), w.begin(), w.begin(), std::plus<int>());
  printf("%d %d\n", w[0], w[5]);
  std::transform(v.begin(), v.end(), v.begin(), w.begin(), std::modulus<int>());
  printf("%d %d %d\n", std::equal_to<int>()(3, 3), std::less<double>()(2.5, 1.0), std::logical_and<bool>()(true, false));
  int scale = 3;
  std::transform(v.begin(), v.end(), v.begin(), [scale](int x) { return x * scale; });
  int evens = 0;
  std::for_each(v.begin(), v.end(), [&evens](int x) { if (x % 2 == 0) evens++; });
  printf("%d %d %d\n", v[0], v[5], evens);
  std::vector<float> x(64), y(64, 1.0f), ref(64);
  std::iota(x.begin(), x.end(), 0.0f);
  std::transform(x.begin(), x.end(), y.begin(), ref.begin(), [](float xi, float yi) { return 2.0f * xi + yi; });
  float *dx, *dy;
  cudaMalloc(&dx, 64 * sizeof(float));
  cudaMalloc(&dy, 64 * sizeof(float));
  cudaMemcpy(dx, x.data(), 64 * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), 64 * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<2, 32>>>(2.0f, dx, dy, 64);
  cudaMemcpy(y.data(), dy, 64 * sizeof(float), cudaMemcpyDeviceToHost);
  printf("saxpy ok %d last %g dot %g\n", (int) std::equal(y.begin(), y.end(), ref.begin()), y.back(),
         std::inner_product(x.begin(), x.end(), y.begin(), 0.0f, std::plus<float>(), std::multiplies<float>()));
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
// expect: 108 880 -8
// expect: 0 0
// expect: 1 0 0
// expect: 12 126 4
// expect: saxpy ok 1 last 127 dot 172704
