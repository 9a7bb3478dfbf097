// enable_if-style SFINAE as CUDA libraries write it: a candidate whose signature cannot be
// substituted (`typename enable_if<false, int>::type` names no type) is removed without an
// error; member typedefs and `using` aliases of class template instances; compile-time
// recursion through class templates (Factorial<N> ended by an explicit specialisation) and
// through function templates with if constexpr; a function template declared, used, then
// defined; a function template in a namespace (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <typename T> struct is_floating { enum { value = 0 }; };
template <> struct is_floating<float> { enum { value = 1 }; };
template <> struct is_floating<double> { enum { value = 1 }; };

template <typename T>
__host__ __device__ typename enable_if<is_floating<T>::value, const char *>::type kind(T)
{
  return "floating";
}

template <typename T>
__host__ __device__ typename enable_if<!is_floating<T>::value, const char *>::type kind(T)
{
  return "integral";
}

template <typename T, int N>
struct Array
{
  using value_type = T;
  typedef T *pointer;
  T v[N];
};

template <typename A>
typename A::value_type first(const A &a)
{
  return a.v[0];
}

template <int N> struct Factorial { enum { value = N * Factorial<N - 1>::value }; };
template <> struct Factorial<0> { enum { value = 1 }; };

template <int N>
__host__ __device__ int fib()
{
  if constexpr (N < 2)
    return N;
  else
    return fib<N - 1>() + fib<N - 2>();
}

template <typename T> T twice(T x);

namespace util
{
template <typename T> T square(T x) { return x * x; }
}

__global__ void kernel(int *out)
{
  out[threadIdx.x] = fib<10>() + (kind(1.5f)[0] == 'f');
}

int main()
{
  printf("%s %s %s %s\n", kind(1), kind(2.0), kind('c'), kind(3.0f));
  Array<double, 3> a = {{2.5, 1, 0}};
  Array<double, 3>::pointer p = a.v;
  typename Array<int, 2>::value_type i = 7;
  printf("%g %g %d %d\n", first(a), p[1], i, (int)sizeof(Array<char, 5>::value_type));
  printf("%d %d %d\n", (int)Factorial<5>::value, (int)Factorial<0>::value, fib<12>());
  printf("%d %g %d\n", twice(21), util::square(1.5), util::square<int>(3));
  int *d, h;
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}

template <typename T> T twice(T x)
{
  return x + x;
}
// expect: integral floating integral floating
// expect: 2.5 1 7 1
// expect: 120 1 144
// expect: 42 2.25 9
// expect: 56
