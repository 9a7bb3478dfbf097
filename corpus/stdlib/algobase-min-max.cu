// std::min and std::max without <algorithm>: libstdc++ declares them in bits/stl_algobase.h,
// which <vector>, <string> and <iostream> include, so course code that computes a maximum
// error after including only <vector> and <cmath> compiles under g++ and nvcc. cudak said
// "'max' is not a member of 'std'". Expected output from g++.
#include <vector>
#include <cmath>
#include <cstdio>
__global__ void scale(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * 2.0f + 0.001f * i;
}
int main() {
  const int n = 100;
  std::vector<float> h(n), ref(n);
  for (int i = 0; i < n; ++i) { h[i] = 0.5f * i; ref[i] = h[i] * 2.0f; }
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 31) / 32, 32>>>(d, n);
  cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  double maxErr = 0;
  for (int i = 0; i < n; ++i) maxErr = std::max(maxErr, (double)std::fabs(h[i] - ref[i]));
  int lo = std::min(3, 7), hi = std::max(3, 7, [](int a, int b) { return a > b; });
  printf("maxErr %.3f, min %d, max by greater %d\n", maxErr, lo, hi);
  cudaFree(d);
  return 0;
}
// expect: maxErr 0.099, min 3, max by greater 3
