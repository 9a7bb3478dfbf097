// std::min/std::max, std::numeric_limits and <type_traits> in device code: constexpr host functions in libstdc++, callable from device code under --expt-relaxed-constexpr as in nvcc (without it: limits-device-strict.cu); the traits and the limits' data members need no flag (issue 20).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <algorithm>
#include <limits>
#include <type_traits>
template <class T> __device__ T clampv(T v) { return std::min(std::max(v, (T) 0), (T) 10); }
__global__ void k(const float *in, float *out, int *lim)
{
  int i = threadIdx.x;
  out[i] = clampv(in[i]);
  if (i == 0)
    {
      lim[0] = std::numeric_limits<int>::max();
      lim[1] = std::numeric_limits<short>::digits;
      lim[2] = std::is_same<float, typename std::remove_const<const float>::type>::value;
      float m = std::numeric_limits<float>::lowest();
      lim[3] = m < -1e38f;
    }
}
int main()
{
  float h[4] = { -3.0f, 2.5f, 7.0f, 12.0f }, r[4];
  float *din, *dout;
  int *dl, l[4];
  cudaMalloc(&din, sizeof h); cudaMalloc(&dout, sizeof h); cudaMalloc(&dl, sizeof l);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 4>>>(din, dout, dl);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(l, dl, sizeof l, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
  printf("%d %d %d %d\n", l[0], l[1], l[2], l[3]);
  cudaFree(din); cudaFree(dout); cudaFree(dl);
  return 0;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect: 0 2.5 7 10
// expect: 2147483647 15 1 1
