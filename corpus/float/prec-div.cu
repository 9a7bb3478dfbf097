// -prec-div=false: float division compiles to div.full.f32 (and 1/x to rcp.approx.f32), which
// the PTX ISA bounds by 2 ulp (1 ulp) instead of IEEE rounding. The program checks the device's
// quotients against the host's IEEE ones over a range of operands. Issue 25.
#include <cstdio>
#include <cmath>

#define N 4096

__global__ void divide(const float *x, const float *y, float *q, float *r, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    {
      q[i] = x[i] / y[i];
      r[i] = 1.0f / y[i];
    }
}

// distance in units in the last place between two finite floats of one sign
static int ulps(float a, float b)
{
  int n = 0;
  while (a != b && n < 100)
    {
      a = nextafterf(a, b);
      n++;
    }
  return n;
}

int main()
{
  static float x[N], y[N], q[N], r[N];
  for (int i = 0; i < N; i++)
    {
      x[i] = 1.0f + (float) i * 0.37f;
      y[i] = ldexpf(1.0f + (float) ((i * 7919) % N) / N, (i % 200) - 100);
    }
  float *dx, *dy, *dq, *dr;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMalloc(&dq, sizeof q);
  cudaMalloc(&dr, sizeof r);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  divide<<<N / 256, 256>>>(dx, dy, dq, dr, N);
  cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  int worst_q = 0, worst_r = 0;
  for (int i = 0; i < N; i++)
    {
      int uq = ulps(q[i], x[i] / y[i]), ur = ulps(r[i], 1.0f / y[i]);
      worst_q = uq > worst_q ? uq : worst_q;
      worst_r = ur > worst_r ? ur : worst_r;
    }
  printf("%d quotients x / y within 2 ulp of IEEE division: %s\n", N, worst_q <= 2 ? "yes" : "no");
  printf("%d reciprocals 1 / y within 1 ulp: %s\n", N, worst_r <= 1 ? "yes" : "no");
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dq);
  cudaFree(dr);
  return 0;
}

// cudak-args: -prec-div=false
// nvcc-args: -prec-div=false
// expect: 4096 quotients x / y within 2 ulp of IEEE division: yes
// expect: 4096 reciprocals 1 / y within 1 ulp: yes
