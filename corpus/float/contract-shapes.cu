// Which multiply-adds nvcc fuses (issue 25): with a = b = 1 + 2^-12 and c = 1 + 2^-11, a fused
// a * b - c is 2^-24 and an unfused one 0. NVVM writes a*b + c, c + a*b, s += a*b and the left
// product of a*b + c*d as fma.rn.f32/f64; a*b - c, c - a*b and -(a*b) + c stay mul and sub
// without rounding modifier in the PTX, which ptxas fuses into FFMA (nvcc -cubin, sm_75 to
// sm_120). A product converted to another type before the add is not fused, nor a product of
// constants, which the compiler folds first.
#include <cstdio>

// Each shape has operands of its own (p[3i], p[3i+1], p[3i+2]), so that the compiler cannot
// share one product between them.
__global__ void shapes(const float *p, float *out, const double *q, double *dout)
{
  out[0] = p[0] * p[1] + -p[2];         // fma(a, b, -c)
  out[1] = -p[5] + p[3] * p[4];         // fma(a, b, -c)
  out[2] = p[6] * p[7] - p[8];          // FFMA in the SASS
  out[3] = p[11] - p[9] * p[10];        // FFMA in the SASS
  out[4] = -(p[12] * p[13]) + p[14];    // FFMA in the SASS
  float s = -p[17];
  s += p[15] * p[16];                   // fma(a, b, s)
  out[5] = s;
  out[6] = p[18] * p[19] + p[20] * -1.0f;   // fma(a, b, c * -1): the left product
  out[7] = (float) ((double) (p[21] * p[22]) + q[3]);   // converted first: not fused
  out[8] = (1.0f + 0x1p-12f) * (1.0f + 0x1p-12f) - p[23]; // constants: folded, rounded
  dout[0] = q[0] * q[1] - q[2];         // DFMA
  dout[1] = q[4] * q[5] + -q[6];        // fma.rn.f64
}

int main()
{
  float h[24], r[9];
  for (int i = 0; i < 24; i += 3)
    {
      h[i] = 1.0f + 0x1p-12f;
      h[i + 1] = 1.0f + 0x1p-12f;
      h[i + 2] = 1.0f + 0x1p-11f;
    }
  double hq[7] = { 1.0 + 0x1p-27, 1.0 + 0x1p-27, 1.0 + 0x1p-26, -(1.0 + 0x1p-11),
                   1.0 + 0x1p-27, 1.0 + 0x1p-27, 1.0 + 0x1p-26 }, dr[2];
  float *dp, *dres;
  double *dq, *ddres;
  cudaMalloc(&dp, sizeof h);
  cudaMalloc(&dres, sizeof r);
  cudaMalloc(&dq, sizeof hq);
  cudaMalloc(&ddres, sizeof dr);
  cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
  shapes<<<1, 1>>>(dp, dres, dq, ddres);
  cudaMemcpy(r, dres, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(dr, ddres, sizeof dr, cudaMemcpyDeviceToHost);
  const char *names[9] = { "a * b + -c", "-c + a * b", "a * b - c", "c - a * b",
                           "-(a * b) + c", "s += a * b", "a * b + c * -1",
                           "(double) (a * b) + d", "constant a * b - c" };
  for (int i = 0; i < 9; i++)
    printf("%-22s %g\n", names[i], r[i]);
  printf("%-22s %g\n", "double x * y - z", dr[0]);
  printf("%-22s %g\n", "double x * y + -z", dr[1]);
  cudaFree(dp);
  cudaFree(dres);
  cudaFree(dq);
  cudaFree(ddres);
  return 0;
}

// expect: a * b + -c             5.96046e-08
// expect: -c + a * b             5.96046e-08
// expect: a * b - c              5.96046e-08
// expect: c - a * b              -5.96046e-08
// expect: -(a * b) + c           -5.96046e-08
// expect: s += a * b             5.96046e-08
// expect: a * b + c * -1         5.96046e-08
// expect: (double) (a * b) + d   0
// expect: constant a * b - c     0
// expect: double x * y - z       5.55112e-17
// expect: double x * y + -z      5.55112e-17
