// <utility> in device code as nvcc takes libstdc++'s: std::move and std::forward are allowed, but
// std::swap is a host function, and std::pair's constructor and std::make_pair are constexpr
// host functions that device code may call only with --expt-relaxed-constexpr. (nvcc reports
// the call of std::swap only when nothing else is wrong: its check runs in a later phase; this
// file gives the constexpr errors, utility-swap-device.cu the other.)
// SPDX-License-Identifier: MIT
#include <utility>

__device__ int f(int x)
{
  int y = std::move(x);
  int &z = std::forward<int &>(y);
  std::pair<int, int> p = std::make_pair(y, z);
  std::pair<int, int> q(y, z);
  return p.first + q.second;
}
// expect-build-fail
// nvcc: fail: ^utility-device\.cu\(13\): error: calling a constexpr __host__ function\("make_pair"\) from a __device__ function\("f"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
// expect-report: ^utility-device\.cu:13:27: error: calling a constexpr __host__ function\("std::make_pair<int, int>"\) from a __device__ function\("f"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
// expect-report: ^utility-device\.cu:14:23: error: calling a constexpr __host__ function\("std::pair<int, int>::pair<int, int>"\) from a __device__ function\("f"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
