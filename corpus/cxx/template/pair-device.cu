// std::pair and std::make_pair in device code: constexpr host functions in libstdc++, which nvcc
// lets device code call only with --expt-relaxed-constexpr (without it: see
// cxx/template-invalid/utility-device.cu) (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>

__global__ void kernel()
{
  std::pair<int, int> p = std::make_pair((int) threadIdx.x, 2);
  std::pair<int, float> q(3, 4.5f);
  printf("%d %d %d %g\n", p.first, p.second, q.first, q.second);
}

int main()
{
  kernel<<<1, 2>>>();
  cudaDeviceSynchronize();
  return 0;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect: 0 2 3 4.5
// expect: 1 2 3 4.5
