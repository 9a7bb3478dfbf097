// corpus/libc/math-constants.cu: NAN, INFINITY and HUGE_VAL of math.h on the host and in a kernel
// (they did not build: "unsupported: function '__builtin_nanf'"), and the C++ classification
// functions returning bool: isinf(-INFINITY) is true, 1, not glibc's __isinf value -1 (255 as
// a bool).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <math.h>

__global__ void k(float *f, int *b, double x)
{
  f[0] = INFINITY;
  f[1] = NAN;
  f[2] = -HUGE_VALF;
  b[0] = isinf(x);
  b[1] = isnan(f[1]);
  b[2] = signbit(x);
  b[3] = isinf(x) == true;
}

int main(void)
{
  double m = -HUGE_VAL;
  float *df, hf[3];
  int *db, hb[4];
  cudaMalloc(&df, sizeof(hf));
  cudaMalloc(&db, sizeof(hb));
  k<<<1, 1>>>(df, db, m);
  cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, db, sizeof(hb), cudaMemcpyDeviceToHost);
  printf("host: %f %f %f isinf %d isnan %d signbit %d\n", INFINITY, NAN, m, (int) isinf(m),
         (int) isnan(NAN), (int) signbit(m));
  printf("device: %f %f %f isinf %d isnan %d signbit %d eq %d\n", hf[0], hf[1], hf[2], hb[0], hb[1],
         hb[2], hb[3]);
  cudaFree(df);
  cudaFree(db);
  return 0;
}
// expect: host: inf nan -inf isinf 1 isnan 1 signbit 1
// expect: device: inf nan -inf isinf 1 isnan 1 signbit 1 eq 1
