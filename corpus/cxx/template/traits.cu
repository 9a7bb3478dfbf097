// Class templates as traits: partial specialisations (`IsPointer<T *>`), explicit ones, default
// template arguments, an alias template, a template template parameter, static_assert and
// if constexpr on traits inside function templates (the discarded branch is not instantiated),
// and a trait used in a kernel (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T> struct IsPointer { enum { value = 0 }; };
template <typename T> struct IsPointer<T *> { enum { value = 1 }; };

template <typename T> struct Limits { enum { bits = 8 * sizeof(T) }; };
template <> struct Limits<bool> { enum { bits = 1 }; };

template <typename T, int N = 4, typename Index = int>
struct Buffer
{
  T data[N];
  Index used;
};

template <typename T> using Pair = Buffer<T, 2>;

template <template <typename, int, typename> class B, typename T>
int capacity()
{
  return (int)sizeof(B<T, 8, char>);
}

template <typename T>
__host__ __device__ int describe(T x)
{
  static_assert(sizeof(T) <= 8, "describe takes scalars");
  if constexpr (IsPointer<T>::value)
    return *x + 1000;
  else
    return (int)x;
}

template <int N>
__device__ int bits_of()
{
  return N * Limits<int>::bits;
}

__global__ void kernel(int *out)
{
  int i = threadIdx.x;
  out[i] = describe(out + i) + describe(2.5) + bits_of<2>();
}

int main()
{
  printf("%d %d %d\n", (int)IsPointer<int>::value, (int)IsPointer<float *>::value,
         (int)IsPointer<const char **>::value);
  printf("%d %d %d\n", (int)Limits<short>::bits, (int)Limits<double>::bits, (int)Limits<bool>::bits);
  Buffer<float> b;
  Buffer<char, 3, long> c;
  Pair<double> p = {{1.5, 2.5}, 2};
  printf("%d %d %d %g\n", (int)sizeof b, (int)sizeof c, (int)sizeof p, p.data[0] + p.data[1]);
  printf("%d %d\n", capacity<Buffer, double>(), capacity<Buffer, char>());
  int v = 41;
  printf("%d %d\n", describe(&v), describe('A'));
  int *d, h[2] = {1, 2};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 0 1 1
// expect: 16 64 1
// expect: 20 16 24 4
// expect: 72 9
// expect: 1041 65
// expect: 1067 1068
