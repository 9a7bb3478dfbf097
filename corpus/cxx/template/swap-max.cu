// A templated swap and max, host and device: __host__ __device__ function templates deduced
// from their arguments or given explicitly, a const T & parameter, the same instance called
// from host and device code, and a pointer instance (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T>
__host__ __device__ void swap_values(T &a, T &b)
{
  T t = a;
  a = b;
  b = t;
}

template <typename T>
__host__ __device__ const T &max_of(const T &a, const T &b)
{
  if (a < b)
    return b;
  return a;
}

template <typename T>
__device__ T clamp_to(T x, T lo, T hi)
{
  return x < lo ? lo : hi < x ? hi : x;
}

__global__ void kernel(int *ip, float *fp)
{
  int i = threadIdx.x;
  int a = i, b = 10 - i;
  swap_values(a, b);
  ip[i] = max_of(a, b) * 100 + clamp_to(a, 3, 7);
  float x = fp[i], y = 2.5f;
  swap_values<float>(x, y);
  fp[i] = max_of<float>(x, y) + clamp_to(y, 0.0f, 1.0f);
}

int main()
{
  int a = 1, b = 2;
  swap_values(a, b);
  double d = 1.5, e = -1;
  swap_values(d, e);
  const char *s = "first", *t = "second";
  swap_values(s, t);
  printf("%d %d %g %g %s %s\n", a, b, d, e, s, t);
  int three = 3, nine = 9;
  double x = 2.5, y = -1;
  char ca = 'a', cz = 'z';
  printf("%d %g %c\n", max_of(three, nine), max_of(x, y), max_of<char>(ca, cz));
  int *dip, hi[4];
  float *dfp, hf[4] = {0, 1, 2, 3};
  cudaMalloc(&dip, sizeof hi);
  cudaMalloc(&dfp, sizeof hf);
  cudaMemcpy(dfp, hf, sizeof hf, cudaMemcpyHostToDevice);
  kernel<<<1, 4>>>(dip, dfp);
  cudaMemcpy(hi, dip, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, dfp, sizeof hf, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("%d %g\n", hi[i], hf[i]);
  cudaFree(dip);
  cudaFree(dfp);
  return 0;
}
// expect: 2 1 -1 1.5 second first
// expect: 9 2.5 z
// expect: 1007 2.5
// expect: 907 3.5
// expect: 807 3.5
// expect: 707 4
