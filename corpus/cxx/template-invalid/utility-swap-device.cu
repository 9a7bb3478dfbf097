// std::swap is a host function of libstdc++ (not constexpr before C++20): nvcc refuses it in
// device code even with --expt-relaxed-constexpr (issue 19).
// SPDX-License-Identifier: MIT
#include <utility>

__device__ int f(int x)
{
  int y = 1;
  std::swap(x, y);
  return x;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect-build-fail
// nvcc: fail: ^utility-swap-device\.cu\(9\): error: calling a __host__ function\(".*swap<int> \(T1 &, T1 &\)"\) from a __device__ function\("f"\) is not allowed$
// expect-report: ^utility-swap-device\.cu:9:3: error: calling a __host__ function\("std::swap<int>"\) from a __device__ function\("f"\) is not allowed$
