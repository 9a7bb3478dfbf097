// Issue 19 defect: in device code nvcc accepts pow with int arguments (double, as on the host)
// and, with --expt-relaxed-constexpr, the other <cmath> functions too.
#include <cstdio>
#include <cmath>

__global__ void k(double *o, int n, float f)
{
  o[0] = pow(n, 2);
  o[1] = pow(f, n);
  o[2] = sqrt(n);
  o[3] = ceil(n / 256);
  o[4] = sizeof(pow(f, n));
}

int main()
{
  double *d;
  cudaMalloc(&d, 5 * sizeof(double));
  k<<<1, 1>>>(d, 300, 1.5f);
  double h[5];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %.6g %g %g %g\n", h[0], h[1], h[2], h[3], h[4]);
  cudaFree(d);
  return 0;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect: 90000 6.72013e+52 17.3205 1 8
