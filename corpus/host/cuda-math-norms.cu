// corpus/host/cuda-math-norms.cu: CUDA's Euclidean norms (norm3d, norm4d, rnorm3d, rnorm4d,
// rhypot and their float forms) and integer min/max by name (umin, umax, llmin, llmax, ullmin,
// ullmax) in a kernel, the integer ones on the host too (the norms are device functions); the arguments are chosen so the results are exact or far
// from a rounding boundary (CUDA documents up to 3 ulp for these norms). CUDA's implementations
// call fma themselves, so nvcc's PTX has fma.rn on those lines even with -fmad=false
// (tests/fma-ptx.test takes a line that calls a libdevice math function as the library's).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <math.h>

__global__ void norms(float *f, double *d, unsigned long long *u)
{
  f[0] = norm3df(3.0f, 4.0f, 12.0f);
  f[1] = rnorm3df(1.0f, 2.0f, 2.0f);
  f[2] = norm4df(2.0f, 4.0f, 5.0f, 6.0f);
  f[3] = rnorm4df(1.0f, 1.0f, 1.0f, 1.0f);
  f[4] = rhypotf(3.0f, 4.0f);
  f[5] = norm3df(INFINITY, NAN, 1.0f);
  d[0] = norm3d(1e200, 1e200, 1e200);
  d[1] = rnorm3d(2.0, 3.0, 6.0);
  d[2] = norm4d(1.0, 2.0, 3.0, 4.0);
  d[3] = rhypot(5.0, 12.0);
  d[4] = rnorm4d(0.0, 0.0, 0.0, 0.0);
  u[0] = umin(7u, 3u) + umax(7u, 3u);
  u[1] = (unsigned long long)(llmin(-5LL, 4LL) + llmax(-5LL, 4LL) + 100);
  u[2] = ullmin(1ULL << 40, 1ULL << 41) + ullmax(2ULL, 1ULL);
}

int main()
{
  float *f;
  double *d;
  unsigned long long *u;
  cudaMallocManaged(&f, 6 * sizeof(float));
  cudaMallocManaged(&d, 5 * sizeof(double));
  cudaMallocManaged(&u, 3 * sizeof(unsigned long long));
  norms<<<1, 1>>>(f, d, u);
  cudaDeviceSynchronize();
  printf("%g %.6f %g %g %g %g\n", f[0], f[1], f[2], f[3], f[4], f[5]);
  printf("%.6e %.15f %.12f %.12f %g\n", d[0], d[1], d[2], d[3], d[4]);
  printf("%llu %llu %llu\n", u[0], u[1], u[2]);
  printf("host: %u %lld\n", umax(9u, 10u), llmin(-1LL, 1LL));
  cudaFree(f);
  cudaFree(d);
  cudaFree(u);
  return 0;
}
// expect: 13 0.333333 9 0.5 0.2 inf
// expect: 1.732051e+200 0.142857142857143 5.477225575052 0.076923076923 inf
// expect: 10 99 1099511627778
// expect: host: 10 -1
