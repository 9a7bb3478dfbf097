// nvcc inlines small __device__ functions, so a product one of them returns is contracted into
// the caller's add or subtract (FFMA/DFMA in the SASS, sm_90); a call whose result is used
// otherwise keeps its rounded product (FMUL). With a = b = 1 + 2^-12 and c = 1 + 2^-11,
// a * b - c is 2^-24 fused and 0 rounded. Issue 25.
#include <cstdio>

__device__ float square(float x) { return x * x; }
__device__ float area(float w, float h) { return w * h; }
__device__ double square_d(double x) { return x * x; }

__global__ void calls(const float *p, float *out, const double *q, double *dout)
{
  out[0] = square(p[0]) - p[1];         // fma(a, a, -c)
  out[1] = p[4] - area(p[2], p[3]);     // fma(-a, b, c)
  float s = -p[6];
  s += square(p[5]);                    // fma(a, a, s)
  out[2] = s;
  out[3] = square(p[7]);                // a product alone: rounded
  dout[0] = square_d(q[0]) - q[1];      // DFMA
}

int main()
{
  const float a = 1.0f + 0x1p-12f, c = 1.0f + 0x1p-11f;
  float h[8] = { a, c, a, a, c, a, c, a }, r[4];
  double hq[2] = { 1.0 + 0x1p-27, 1.0 + 0x1p-26 }, rq[1];
  float *dp, *dr;
  double *dq, *ddr;
  cudaMalloc(&dp, sizeof h);
  cudaMalloc(&dr, sizeof r);
  cudaMalloc(&dq, sizeof hq);
  cudaMalloc(&ddr, sizeof rq);
  cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
  calls<<<1, 1>>>(dp, dr, dq, ddr);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(rq, ddr, sizeof rq, cudaMemcpyDeviceToHost);
  printf("square(a) - c       %g\n", r[0]);
  printf("c - area(a, b)      %g\n", r[1]);
  printf("s += square(a)      %g\n", r[2]);
  printf("square(a) - 1       %g\n", r[3] - 1.0f);
  printf("square_d(x) - z     %g\n", rq[0]);
  cudaFree(dp);
  cudaFree(dr);
  cudaFree(dq);
  cudaFree(ddr);
  return 0;
}

// expect: square(a) - c       5.96046e-08
// expect: c - area(a, b)      -5.96046e-08
// expect: s += square(a)      5.96046e-08
// expect: square(a) - 1       0.000488281
// expect: square_d(x) - z     5.55112e-17
