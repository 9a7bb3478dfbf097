// A static member function of a class template's instance, called as `S<T>::f(...)`: as a
// statement of its own (which is an expression, not a declaration: without `typename`, a
// qualified name after template arguments names no type), inside an expression, and from a
// function template where the instance depends on the template parameter, in host and device
// code. Expected output: g++ 12 (host part) and by hand for the kernel (6a + 4).
// SPDX-License-Identifier: MIT
#include <stdio.h>

template <class T> struct Codec;
template <> struct Codec<int> {
  __host__ __device__ static int encode(int v) { return v * 2 + 1; }
  static void show(int v) { printf("int %d\n", v); }
};
template <> struct Codec<float> {
  __host__ __device__ static float encode(float v) { return v * 0.5f; }
  static void show(float v) { printf("float %g\n", v); }
};

template <class T>
__host__ __device__ T twice(T v)
{
  return Codec<T>::encode(Codec<T>::encode(v));
}

template <class T>
void report(T v)
{
  Codec<T>::show(v);
  Codec<T>::show(twice(v));
}

template <class T>
__global__ void encode_all(T *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = Codec<T>::encode(a[i]) + twice<T>(a[i]);
}

int main()
{
  report(3);
  report(8.0f);
  Codec<int>::show(Codec<int>::encode(10) - 1);
  int h[4] = { 0, 1, 2, 3 }, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  encode_all<int><<<1, 4>>>(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: int 3
// expect: int 15
// expect: float 8
// expect: float 2
// expect: int 20
// expect: 4 10 16 22
