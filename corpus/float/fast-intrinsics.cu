// The fast intrinsics stay within the bounds the CUDA Programming Guide documents for them
// ("Intrinsic Functions"), and --use_fast_math makes sinf, expf, logf ... call them. The program
// prints whether each bound holds over a sweep of arguments, never the last digits, which the
// special-function unit of each GPU may round differently. Issue 25.
#include <cstdio>
#include <cmath>

#define N 2048
#define PI 3.14159265358979f

__global__ void fast(const float *x, float *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    {
      float s = x[i] * PI;              // [-pi, pi)
      float e = x[i] * 10.0f;           // [-10, 10)
      float l = 0.5f + (x[i] + 1.0f) * 0.75f;   // [0.5, 2)
      out[0 * n + i] = sinf(s);         // __sinf under --use_fast_math
      out[1 * n + i] = __sinf(s);
      out[2 * n + i] = __expf(e);
      out[3 * n + i] = __logf(l);
      out[4 * n + i] = __fdividef(e, l);
      out[5 * n + i] = expf(e);         // __expf under --use_fast_math
    }
}

static double ulp_of(double v)
{
  int e;
  frexp(v, &e);
  return ldexp(1.0, e - 24);
}

int main()
{
  static float x[N], out[6 * N];
  for (int i = 0; i < N; i++)
    x[i] = -1.0f + 2.0f * (float) i / N;
  float *dx, *dout;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  fast<<<N / 256, 256>>>(dx, dout, N);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  bool same = true, sin_ok = true, exp_ok = true, log_ok = true, div_ok = true, expf_ok = true;
  for (int i = 0; i < N; i++)
    {
      // the device contracts l's multiply-add (nvcc -fmad=true): so does the check
      float s = x[i] * PI, e = x[i] * 10.0f, l = fmaf(x[i] + 1.0f, 0.75f, 0.5f);
      same = same && out[i] == out[N + i];
      sin_ok = sin_ok && fabs(out[N + i] - sin((double) s)) <= pow(2.0, -21.41);
      double bound = 2 + floor(fabs(1.173 * e));                                       // ulps
      exp_ok = exp_ok && fabs(out[2 * N + i] - exp((double) e)) <= bound * ulp_of(exp((double) e));
      log_ok = log_ok && fabs(out[3 * N + i] - log((double) l)) <= pow(2.0, -21.41);
      double q = (double) e / l;
      div_ok = div_ok && fabs(out[4 * N + i] - q) <= 2.5 * ulp_of(q);                  // 2 ulp
      expf_ok = expf_ok && out[5 * N + i] == out[2 * N + i];
    }
  printf("sinf is __sinf under --use_fast_math: %s\n", same ? "yes" : "no");
  printf("expf is __expf under --use_fast_math: %s\n", expf_ok ? "yes" : "no");
  printf("__sinf on [-pi, pi] within 2^-21.41: %s\n", sin_ok ? "yes" : "no");
  printf("__expf within 2 + floor(|1.173 x|) ulp: %s\n", exp_ok ? "yes" : "no");
  printf("__logf on [0.5, 2] within 2^-21.41: %s\n", log_ok ? "yes" : "no");
  printf("__fdividef within 2 ulp: %s\n", div_ok ? "yes" : "no");
  cudaFree(dx);
  cudaFree(dout);
  return 0;
}

// cudak-args: --use_fast_math
// nvcc-args: --use_fast_math
// expect: sinf is __sinf under --use_fast_math: yes
// expect: expf is __expf under --use_fast_math: yes
// expect: __sinf on [-pi, pi] within 2^-21.41: yes
// expect: __expf within 2 + floor(|1.173 x|) ulp: yes
// expect: __logf on [0.5, 2] within 2^-21.41: yes
// expect: __fdividef within 2 ulp: yes
