// --use_fast_math implies -ftz=true: single-precision subnormal operands and results of device
// arithmetic are flushed to zero (PTX .ftz), so halving the smallest normal float gives 0 on
// the device, 2^-127 on the host. Double precision is not affected. Issue 25.
#include <cstdio>
#include <cfloat>

__global__ void halve(const float *in, float *out, const double *din, double *dout)
{
  int i = threadIdx.x;
  out[i] = in[i] * 0.5f;
  dout[i] = din[i] * 0.5;
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
