// Function templates with trailing return types, with the parameters in scope in them
// (`auto add(A a, B b) -> decltype(a + b)`), in host and device code, and a move helper
// returning T && as std::move does (issue 19 with the auto/decltype/rvalue work of the same
// issue).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class A, class B>
__host__ __device__ auto add(A a, B b) -> decltype(a + b)
{
  return a + b;
}

template <class T>
__host__ __device__ auto twice(T x) -> T
{
  return x + x;
}

template <class T>
T &&move_from(T &x)
{
  return static_cast<T &&>(x);
}

__global__ void kernel(double *out)
{
  out[threadIdx.x] = add(threadIdx.x, 0.5) + twice(1.25f);
}

int main()
{
  int i = 3;
  int &&r = move_from(i);
  r++;
  printf("%g %d %d %d\n", add(1, 2.5), twice(4), i, (int)sizeof(add('a', 1L)));
  double *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 3.5 8 4 8
// expect: 3 4
