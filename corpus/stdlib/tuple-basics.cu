// <tuple> as host code uses it (issue 20): std::tuple constructed and made with make_tuple,
// std::get by index and by type (reading and writing, through a const reference too),
// tuple_size and tuple_element, std::tie to unpack a returned tuple, comparisons of tuples of one
// type (==, !=, < lexicographic), swap, the converting constructor, sizeof as libstdc++ lays tuples out, and a tuple of
// device results: a kernel computes min, max and sum, the host returns them as a tuple.
// Expected output: the host build with g++ 12/libstdc++ (the kernel's results by hand).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <tuple>
#include <type_traits>

__global__ void stats(const int *x, int n, int *out)
{
  if (threadIdx.x == 0)
    {
      int lo = x[0], hi = x[0], s = 0;
      for (int i = 0; i < n; i++)
        {
          lo = x[i] < lo ? x[i] : lo;
          hi = x[i] > hi ? x[i] : hi;
          s += x[i];
        }
      out[0] = lo;
      out[1] = hi;
      out[2] = s;
    }
}

std::tuple<int, int, double> device_stats(const int *h, int n)
{
  int *d, *o, r[3];
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  stats<<<1, 32>>>(d, n, o);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(o);
  return std::make_tuple(r[0], r[1], (double)r[2] / n);
}

int main()
{
  std::tuple<int, double, char> t(1, 2.5, 'c');
  printf("%d %g %c\n", std::get<0>(t), std::get<1>(t), std::get<2>(t));
  std::get<1>(t) = 4.5;
  std::get<char>(t) = 'z';
  std::get<int>(t) += 10;
  const std::tuple<int, double, char> &ct = t;
  printf("%d %g %c %g\n", std::get<0>(ct), std::get<double>(ct), std::get<2>(ct), std::get<1>(t));
  printf("%d %d\n", (int)std::tuple_size<std::tuple<int, double, char> >::value,
         (int)std::tuple_size<std::tuple<> >::value);
  std::tuple_element<1, std::tuple<int, long, char> >::type l = 5;
  printf("%d %d\n", (int)sizeof l, (int)std::is_same<std::tuple_element<2, std::tuple<int, long, char> >::type, char>::value);
  printf("%d %d %d\n", (int)sizeof(std::tuple<int, double, char>), (int)sizeof(std::tuple<char, int>),
         (int)sizeof(std::tuple<double>));

  auto u = std::make_tuple(3, 'x');
  int a;
  char b;
  std::tie(a, b) = u;
  printf("%d %c\n", a, b);
  printf("%d %d %d %d\n", u == std::make_tuple(3, 'x'), u != std::make_tuple(3, 'x'),
         u < std::make_tuple(3, 'y'), std::make_tuple(4, 'a') < u);
  auto v = std::make_tuple(5, 'y');
  std::swap(u, v);
  u.swap(v);
  v.swap(u);
  printf("%d %c %d %c\n", std::get<0>(u), std::get<1>(u), std::get<0>(v), std::get<1>(v));

  std::tuple<long, double> cv = std::make_tuple(1, 2.5f);   // the converting constructor
  printf("%ld %g %d\n", std::get<0>(cv), std::get<1>(cv), (int)sizeof(std::get<0>(cv)));

  int h[6] = {4, -2, 9, 7, 0, 3};
  int lo, hi;
  double mean;
  std::tie(lo, hi, mean) = device_stats(h, 6);
  printf("min %d max %d mean %.3f\n", lo, hi, mean);
  return 0;
}
// expect: 1 2.5 c
// expect: 11 4.5 z 4.5
// expect: 3 0
// expect: 8 1
// expect: 24 8 8
// expect: 3 x
// expect: 1 0 1 0
// expect: 5 y 3 x
// expect: 1 2.5 8
// expect: min -2 max 9 mean 3.500
