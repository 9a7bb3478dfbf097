// Variadic templates: a recursive sum(args...) ended by a one-argument overload (the template
// without a pack is the more specialised), sizeof... of a type pack and of a function parameter
// pack, a pack forwarded to printf, and a variadic __device__ function template (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T>
__host__ __device__ T sum(T x)
{
  return x;
}

template <typename T, typename... Rest>
__host__ __device__ T sum(T first, Rest... rest)
{
  return first + sum(rest...);
}

template <typename... Ts>
int count(Ts... xs)
{
  return (int)(sizeof...(Ts) * 10 + sizeof...(xs));
}

template <typename... Args>
void log_line(const char *fmt, Args... args)
{
  printf("log: ");
  printf(fmt, args...);
}

__global__ void kernel(int *out)
{
  int i = threadIdx.x;
  out[i] = sum(i, 10, 100) + sum(i);
}

int main()
{
  printf("%d %g %d\n", sum(1, 2, 3, 4), sum(0.5, 1, 2.5f), sum('a'));
  printf("%d %d %d\n", count(), count(1), count(1, 2.0, "three"));
  log_line("%d %s %g\n", 7, "eight", 9.5);
  log_line("none\n");
  int *d, h[3];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 3>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[2]);
  cudaFree(d);
  return 0;
}
// expect: 10 3.5 97
// expect: 0 11 33
// expect: log: 7 eight 9.5
// expect: log: none
// expect: 110 112 114
