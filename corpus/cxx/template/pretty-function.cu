// __PRETTY_FUNCTION__ and __func__ in function template instances, as g++ writes them in host
// code ('T f(T) [with T = int; int N = 2]') and nvcc's device compiler in device code
// ('const T *h(T *, const char *) [with T = float]', read from its PTX); __func__ is the
// template's name (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T, int N>
__host__ __device__ T f(T x)
{
  printf("%s|%s\n", __PRETTY_FUNCTION__, __func__);
  return x;
}

template <class T>
__host__ __device__ const T *h(T *p, const char *s)
{
  printf("%s %s\n", __PRETTY_FUNCTION__, s);
  return p;
}

template <class... Ts>
void v(Ts...)
{
  printf("%s\n", __PRETTY_FUNCTION__);
}

__global__ void kernel(float *p)
{
  f<float, 3>(1.0f);
  h(p, "device");
}

int main()
{
  f<int, 2>(1);
  float x, *d;
  h(&x, "host");
  v(1, 2.0);
  cudaMalloc(&d, sizeof(float));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
// expect: T f(T) [with T = int; int N = 2]|f
// expect: const T* h(T*, const char*) [with T = float] host
// expect: void v(Ts ...) [with Ts = {int, double}]
// expect: T f(T) [with T = float; int N = 3]|f
// expect: const T *h(T *, const char *) [with T = float] device
