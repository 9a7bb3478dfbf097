// Floating-point output as libstdc++ writes it: %g with precision 6 by default, fixed,
// scientific, hexfloat, showpoint, showpos, uppercase, precision 0, float and long double,
// infinities and NaN; a kernel scales the values first.
#include <iostream>
#include <iomanip>
#include <cmath>
#include <cuda_runtime.h>

__global__ void scale(double *v, int n, double f)
{
  int i = threadIdx.x;
  if (i < n)
    v[i] = v[i] * f;
}

int main()
{
  double h[8] = { 1.0, 0.1, 123456.0, 1234567.0, 1e-5, 3.14159265358979, -2.5, 1e21 };
  double *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, 8>>>(d, 8, 2.0);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < 8; i++)
    std::cout << h[i] << ' ';
  std::cout << '\n';
  std::cout << std::fixed;
  for (int i = 0; i < 8; i++)
    std::cout << h[i] << ' ';
  std::cout << '\n' << std::scientific;
  for (int i = 0; i < 8; i++)
    std::cout << h[i] << ' ';
  std::cout << '\n' << std::uppercase << h[7] << std::nouppercase << '\n';
  std::cout << std::defaultfloat << std::setprecision(3);
  for (int i = 0; i < 8; i++)
    std::cout << h[i] << ' ';
  std::cout << '\n' << std::setprecision(0) << 2.5 << ' ' << std::fixed << 2.5 << ' ' << 3.5
            << std::defaultfloat << '\n';
  std::cout << std::setprecision(6) << std::showpoint << 2.0 << ' ' << 100.0 << ' ' << 0.5
            << std::noshowpoint << ' ' << 2.0 << '\n';
  std::cout << std::showpos << 1.5 << ' ' << -1.5 << ' ' << 0.0 << std::noshowpos << '\n';
  std::cout << std::hexfloat << 1.0 << ' ' << 0.75 << std::defaultfloat << '\n';
  float f = 1.0f / 3.0f;
  long double ld = 1.0L / 3.0L;
  std::cout << f << ' ' << ld << ' ' << std::setprecision(20) << f << ' ' << ld
            << std::setprecision(6) << '\n';
  std::cout << INFINITY << ' ' << -INFINITY << ' ' << std::fixed << INFINITY << std::defaultfloat
            << ' ' << std::uppercase << -INFINITY << std::nouppercase << '\n';
  std::cout << std::setw(12) << 3.25 << '|' << std::left << std::setw(12) << 3.25 << '|'
            << std::internal << std::setw(12) << -3.25 << '|' << std::right << '\n';
  std::cout << 1e-4 << ' ' << 1e-5 << ' ' << 999999.5 << ' ' << 0.0 << ' ' << -0.0 << '\n';
  return 0;
}
// expect: 2 0.2 246912 2.46913e+06 2e-05 6.28319 -5 2e+21 
// expect: 2.000000 0.200000 246912.000000 2469134.000000 0.000020 6.283185 -5.000000 2000000000000000000000.000000 
// expect: 2.000000e+00 2.000000e-01 2.469120e+05 2.469134e+06 2.000000e-05 6.283185e+00 -5.000000e+00 2.000000e+21 
// expect: 2.000000E+21
// expect: 2 0.2 2.47e+05 2.47e+06 2e-05 6.28 -5 2e+21 
// expect: 2 2 4
// expect: 2.00000 100.000 0.500000 2
// expect: +1.5 -1.5 +0
// expect: 0x1p+0 0x1.8p-1
// expect: 0.333333 0.333333 0.3333333432674407959 0.33333333333333333334
// expect: inf -inf inf -INF
// expect:         3.25|3.25        |-       3.25|
// expect: 0.0001 1e-05 1e+06 0 -0
