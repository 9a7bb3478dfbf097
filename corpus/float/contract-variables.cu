// A product kept in a variable is contracted too when every read of it is an operand of + or -
// in the same loop (nvcc -cubin shows FFMA for each such read, sm_75 to sm_120); one read of
// another kind (a store, a comparison) or a read inside a loop the product was computed before
// keeps the rounded product (FMUL, then FADD). A product that does not change in the loop is
// another matter: nvcc hoists it, and whether ptxas fuses it again depends on its heuristics
// (README, "Floating point"); the loop below computes a new product in each iteration. Issue 25.
#include <cstdio>

// a = b = 1 + 2^-12, c = 1 + 2^-11: a * b - c is 2^-24 fused, 0 rounded
__global__ void variables(const float *p, float *out, int n)
{
  float t0 = p[0] * p[1];
  out[0] = t0 - p[2];                   // fused

  float t1 = p[3] * p[4];
  if (p[5] > 0.0f)
    out[1] = t1 - p[5];                 // fused: the product is used in a branch only
  out[2] = 0.0f;

  float t2 = p[6] * p[7];
  out[3] = t2 - p[8];                   // fused
  out[4] = p[8] - t2;                   // fused as well: every read is an add or sub

  float t3 = p[9] * p[10];
  out[5] = t3 - p[11];                  // not fused: t3 is also stored
  out[6] = t3;

  float t4 = p[12] * p[13];
  float s = -p[14];
  for (int i = 0; i < n; i++)
    s += t4;                            // not fused: the loop reads a product made before it
  out[7] = s;

  float acc = -p[17];
  for (int i = 0; i < n; i++)
    {
      float t5 = p[15 + i] * p[16 + i];
      acc = acc + t5;                   // fused: product and read in one iteration
    }
  out[8] = acc;
}

int main()
{
  float h[18], r[9];
  for (int i = 0; i < 18; i += 3)
    {
      h[i] = 1.0f + 0x1p-12f;
      h[i + 1] = 1.0f + 0x1p-12f;
      h[i + 2] = 1.0f + 0x1p-11f;
    }
  float *dp, *dr;
  cudaMalloc(&dp, sizeof h);
  cudaMalloc(&dr, sizeof r);
  cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
  variables<<<1, 1>>>(dp, dr, 1);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  printf("t0 - c            %g\n", r[0]);
  printf("t1 - c, in an if  %g\n", r[1]);
  printf("t2 - c            %g\n", r[3]);
  printf("c - t2            %g\n", r[4]);
  printf("t3 - c, t3 stored %g\n", r[5]);
  printf("loop s += t4      %g\n", r[7]);
  printf("loop acc + t5     %g\n", r[8]);
  cudaFree(dp);
  cudaFree(dr);
  return 0;
}

// expect: t0 - c            5.96046e-08
// expect: t1 - c, in an if  5.96046e-08
// expect: t2 - c            5.96046e-08
// expect: c - t2            -5.96046e-08
// expect: t3 - c, t3 stored 0
// expect: loop s += t4      0
// expect: loop acc + t5     5.96046e-08
