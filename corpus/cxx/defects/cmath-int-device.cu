// Issue 19 defect: with --expt-relaxed-constexpr, device code may call the <cmath> functions
// with an int argument (double, as on the host). pow's are accepted without the flag:
// cmath-int-device-pow.cu (syntax-only: libdevice's pow keeps its fma under -fmad=false,
// which tests/fma-ptx.test would count against a run program).
#include <cstdio>
#include <cmath>

__global__ void k(double *o, int n)
{
  o[0] = sqrt(n);
  o[1] = ceil(n / 256);
  o[2] = floor(n) + fabs(-n);
  o[3] = sizeof(sqrt(n));
}

int main()
{
  double *d;
  cudaMalloc(&d, 4 * sizeof(double));
  k<<<1, 1>>>(d, 300);
  double h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect: 17.3205 1 600 8
