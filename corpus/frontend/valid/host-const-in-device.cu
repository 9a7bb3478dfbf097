// corpus/frontend/valid/host-const-in-device.cu: device code reads host const variables with
// constant initializers, as nvcc allows (an int, a constexpr float, a static const, one
// initialised from another, used as an array bound and a loop limit). cudak read 0 from a
// device copy that the static initialisation never wrote, and the loop bound 0 sent the last
// read out of the local array.
// SPDX-License-Identifier: MIT
#include <cstdio>

const int M = 5;
constexpr float PI = 3.25f;
static const int N = 7;
const int TABLE_LEN = M * 2;
const double HALF = 0.5;

__global__ void k(int *out, float *f)
{
  int local[TABLE_LEN];
  for (int i = 0; i < TABLE_LEN; i++)
    local[i] = i;
  out[0] = M;
  out[1] = N + local[TABLE_LEN - 1];
  *f = PI + (float) HALF;
}

int main()
{
  int *d, h[2];
  float *df, hf;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&df, sizeof hf);
  k<<<1, 1>>>(d, df);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("%d %d %.2f %d\n", h[0], h[1], hf, M + N);
  cudaFree(d);
  cudaFree(df);
  return 0;
}
// expect: 5 16 3.75 12
