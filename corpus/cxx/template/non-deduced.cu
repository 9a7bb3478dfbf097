// A parameter whose type is a member of a dependent class (`typename id<T>::type`,
// `typename C::value_type`) is a non-deduced context ([temp.deduct.type]p5.1): it deduces
// nothing, its argument converts to the type the other parameters' deduction gives, and
// partial ordering does not compare it (a(T, int) over a(T, typename id<T>::type),
// h(T *, id<T>::type) over h(T, id<T>::type *)). Host and device. Expected output from
// g++ -std=c++17 (the kernel's line from the same calls on the host).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>

template <class T> struct id { typedef T type; };
template <class T> __host__ __device__ int a(T, typename id<T>::type) { return 1; }
template <class T> __host__ __device__ int a(T, int) { return 2; }
template <class C> int sum(const C &c, typename C::value_type init)
{
  for (auto x : c)
    init += x;
  return (int)init;
}
template <class T> __host__ __device__ T pick(const typename id<T>::type *p, int i) { return p[i]; }
template <class T> __host__ __device__ int ref(T &, const typename id<T>::type &v) { return (int)v; }
template <class T> __host__ __device__ int h(T, typename id<T>::type *) { return 1; }
template <class T> __host__ __device__ int h(T *, typename id<T>::type) { return 2; }

__global__ void kern(int *out)
{
  int arr[3] = {4, 5, 6};
  int x = 7;
  out[0] = a(1, 2) * 10000 + a(1, 2.0) * 1000 + pick<int>(arr, 2) * 100 + ref(x, 3.9) * 10 + h(&x, 1);
}

int main()
{
  std::vector<double> v{1.5, 2.5};
  int arr[3] = {4, 5, 6};
  int x = 7;
  printf("%d %d %d %d %d %d\n", a(1, 2), a(1, 2.0), sum(v, 1), pick<int>(arr, 2), ref(x, 3.9), h(&x, 1));
  int *d;
  cudaMalloc(&d, sizeof(int));
  kern<<<1, 1>>>(d);
  int k = 0;
  cudaMemcpy(&k, d, sizeof k, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d\n", k);
  return 0;
}
// expect: 2 2 5 6 3 2
// expect: 22632
