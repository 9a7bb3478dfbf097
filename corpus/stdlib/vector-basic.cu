// std::vector as course code uses it: push_back growth (capacity doubles from 1), data() to the device and back, range-for, reverse iterators, insert/erase/resize/reserve, ==, <, clear and shrink_to_fit (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
__global__ void scale(float *x, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= 2.0f; }
int main() {
  std::vector<float> v;
  for (int i = 0; i < 10; i++) { v.push_back(i * 0.5f); printf("size %zu cap %zu\n", v.size(), v.capacity()); }
  float *d; cudaMalloc(&d, v.size() * sizeof(float));
  cudaMemcpy(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<2, 8>>>(d, (int)v.size());
  std::vector<float> out(v.size());
  cudaMemcpy(out.data(), d, out.size() * sizeof(float), cudaMemcpyDeviceToHost);
  for (size_t i = 0; i < out.size(); i++) printf("%g ", out[i]);
  printf("\n");
  for (float x : out) printf("%g,", x);
  printf("\n");
  for (auto it = out.rbegin(); it != out.rend(); ++it) printf("%g;", *it);
  printf("\n");
  std::vector<int> w(3, 7); w.insert(w.begin() + 1, 5); w.erase(w.begin()); w.resize(6); w.reserve(20);
  printf("%zu %zu front %d back %d empty %d\n", w.size(), w.capacity(), w.front(), w.back(), (int)w.empty());
  std::vector<int> c = w; printf("%d %d %zu\n", (int)(c == w), (int)(c < w), c.capacity());
  c.push_back(1); printf("%d %zu\n", (int)(w < c), c.capacity());
  c.clear(); printf("%zu %zu\n", c.size(), c.capacity()); c.shrink_to_fit(); printf("%zu\n", c.capacity());
  cudaFree(d);
  return 0;
}
// expect: size 1 cap 1
// expect: size 2 cap 2
// expect: size 3 cap 4
// expect: size 4 cap 4
// expect: size 5 cap 8
// expect: size 6 cap 8
// expect: size 7 cap 8
// expect: size 8 cap 8
// expect: size 9 cap 16
// expect: size 10 cap 16
// expect: 0 1 2 3 4 5 6 7 8 9 
// expect: 0,1,2,3,4,5,6,7,8,9,
// expect: 9;8;7;6;5;4;3;2;1;0;
// expect: 6 20 front 5 back 0 empty 0
// expect: 1 0 6
// expect: 1 12
// expect: 0 12
// expect: 0
