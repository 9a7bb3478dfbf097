// --use_fast_math implies -ftz=true: single-precision subnormal operands and results of device
// arithmetic are flushed to zero (PTX .ftz), so halving the smallest normal float gives 0 on
// the device, 2^-127 on the host; the math functions flush too (sqrt.approx.ftz.f32 for the
// square root of a subnormal). Double precision is not affected. Issue 25.
#include <cstdio>
#include <cfloat>
#include <cmath>

__global__ void halve(const float *in, float *out, const double *din, double *dout)
{
  int i = threadIdx.x;
  out[i] = in[i] * 0.5f;
  dout[i] = din[i] * 0.5;
}

__global__ void root(const float *in, float *out)
{
  *out = sqrtf(*in);
}

int main()
{
  float in[2] = { FLT_MIN, 1.0f }, out[2];
  double din[2] = { DBL_MIN, 1.0 }, dout[2];
  float *d_in, *d_out;
  double *d_din, *d_dout;
  cudaMalloc(&d_in, sizeof in);
  cudaMalloc(&d_out, sizeof out);
  cudaMalloc(&d_din, sizeof din);
  cudaMalloc(&d_dout, sizeof dout);
  cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(d_din, din, sizeof din, cudaMemcpyHostToDevice);
  halve<<<1, 2>>>(d_in, d_out, d_din, d_dout);
  cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(dout, d_dout, sizeof dout, cudaMemcpyDeviceToHost);
  printf("device: FLT_MIN / 2 = %g, 1 / 2 = %g\n", out[0], out[1]);
  printf("host:   FLT_MIN / 2 = %g\n", in[0] * 0.5f);
  printf("device: DBL_MIN / 2 = %g\n", dout[0]);
  float tiny = FLT_MIN / 4, r;
  cudaMemcpy(d_in, &tiny, sizeof tiny, cudaMemcpyHostToDevice);
  root<<<1, 1>>>(d_in, d_out);
  cudaMemcpy(&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf("device: sqrtf(FLT_MIN / 4) = %g\n", r);
  printf("host:   sqrtf(FLT_MIN / 4) = %g\n", sqrtf(tiny));
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_din);
  cudaFree(d_dout);
  return 0;
}

// cudak-args: --use_fast_math
// nvcc-args: --use_fast_math
// expect: device: FLT_MIN / 2 = 0, 1 / 2 = 0.5
// expect: host:   FLT_MIN / 2 = 5.87747e-39
// expect: device: DBL_MIN / 2 = 1.11254e-308
// expect: device: sqrtf(FLT_MIN / 4) = 0
// expect: host:   sqrtf(FLT_MIN / 4) = 5.42101e-20
