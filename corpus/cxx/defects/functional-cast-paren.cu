// Issue 19 defect: a functional cast right after "(" starts an expression, not a cast's type
// name: `(double(RAND_MAX) + 1.0)` was "expected a type specifier".
#include <cstdio>
#include <cstdlib>

__global__ void half(float *out, int n)
{
  int i = threadIdx.x;
  out[i] = (float(i) / 2.0f) + (float{1} * n);
}

int main()
{
  int n = 7;
  double r = (double(RAND_MAX) + 1.0);
  double s = (double(n) / 2);
  float t = (float(n) * float(2));
  int u = (int(3.7));
  unsigned v = (unsigned(n) + 1u);
  long w = (long{n} << 2);
  int (*fp)(int) = (int (*)(int)) 0;   // still a cast
  printf("%.0f %g %g %d %u %ld %d\n", r, s, t, u, v, w, fp == 0);
  float *d;
  cudaMalloc(&d, 4 * sizeof(float));
  half<<<1, 4>>>(d, 3);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g\n", h[0], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 2147483648 3.5 14 3 8 28 1
// expect: 3 4.5
