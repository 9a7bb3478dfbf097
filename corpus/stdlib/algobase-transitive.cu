// The rest of libstdc++'s bits/stl_algobase.h without <algorithm>: std::fill, fill_n, copy,
// copy_backward, move of a range, equal, mismatch, lexicographical_compare, iter_swap,
// swap_ranges and lower_bound without a comparison come with <vector>, <iostream>, <memory>, <array>, <deque>,
// <list> and <cmath> under g++ and nvcc, and course code calls them after including only
// those (a saxpy exercise filling its input with std::fill after <vector> and <numeric>).
// cudak said "'fill' is not a member of 'std'". Expected output from g++ -std=c++17.
#include <vector>
#include <numeric>
#include <iostream>
#include <array>
#include <cuda_runtime.h>
__global__ void saxpy(float a, const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = a * x[i] + y[i];
}
int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n), back(n);
  std::iota(x.begin(), x.end(), 0.0f);
  std::fill(y.begin(), y.end(), 1.0f);
  float *dx, *dy;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<4, 128>>>(2.0f, dx, dy, n);
  cudaMemcpy(back.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::vector<float> ref(n);
  for (int i = 0; i < n; ++i) ref[i] = 2.0f * x[i] + y[i];
  std::cout << "equal " << std::equal(back.begin(), back.end(), ref.begin()) << "\n";
  auto mm = std::mismatch(back.begin(), back.end(), ref.begin());
  std::cout << "mismatch at end " << (mm.first == back.end()) << "\n";
  std::array<int, 6> a = {1, 2, 3, 4, 5, 6}, b{};
  std::copy(a.begin(), a.begin() + 3, b.begin());
  std::copy_backward(a.begin() + 3, a.end(), b.end());
  std::fill_n(a.begin(), 2, 9);
  std::swap_ranges(a.begin(), a.begin() + 2, b.begin());
  std::iter_swap(a.begin() + 5, b.begin() + 5);
  for (int v : a) std::cout << v << ' ';
  std::cout << "| ";
  for (int v : b) std::cout << v << ' ';
  std::cout << "\n";
  std::vector<int> s = {1, 3, 3, 5, 8};
  std::cout << "lower_bound(3) " << (std::lower_bound(s.begin(), s.end(), 3) - s.begin())
            << ", mismatch by parity "
            << (std::mismatch(s.begin(), s.end(), s.rbegin(), [](int p, int q) { return p % 2 == q % 2; }).first - s.begin())
            << "\n";
  std::vector<int> m(3);
  std::move(s.begin(), s.begin() + 3, m.begin());
  std::cout << "lexicographical " << std::lexicographical_compare(m.begin(), m.end(), s.begin(), s.end())
            << " " << std::lexicographical_compare(s.begin(), s.end(), m.begin(), m.end()) << "\n";
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
// expect: equal 1
// expect: mismatch at end 1
// expect: 1 2 3 4 5 6 | 9 9 3 4 5 6 
// expect: lower_bound(3) 1, mismatch by parity 0
// expect: lexicographical 1 0
