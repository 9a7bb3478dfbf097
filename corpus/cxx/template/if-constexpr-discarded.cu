// The discarded branch of `if constexpr` is skipped statement by statement as the grammar ends
// statements: a discarded `if (c) { ... }` without `else` ends at its '}', so the statement
// after it runs (cudak skipped on to the next ';' and swallowed `r += 5;`, silently returning
// 0 for g<0>); `for` and `if`/`else` branches with blocks, host and device (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <int N>
__host__ __device__ int f(int x)
{
  int r = 0;
  if constexpr (N > 0) {
    if (x > 1) { r += 10; }
    r += 1;
  } else {
    for (int i = 0; i < x; i++) { r += 100; }
    r += 2;
  }
  r += 1000;
  return r;
}

template <int N>
__host__ __device__ int g(int x)
{
  int r = 0;
  if constexpr (N > 0)
    if (x > 1) { r += 10; } else { r += 20; }
  r += 5;
  while (x-- > 0) { r += 1; }
  return r;
}

__global__ void kernel(int *out)
{
  out[0] = f<1>(3) + f<0>(3);
  out[1] = g<0>(3) + g<1>(3);
}

int main()
{
  printf("%d %d %d %d\n", f<1>(3), f<0>(3), g<0>(3), g<1>(3));
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 1011 1302 8 18
// expect: 2313 26
