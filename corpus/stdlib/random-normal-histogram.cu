// <random>: samples of std::normal_distribution<float>(0, 1) from std::mt19937(2024), drawn on
// the host (the Marsaglia polar method hands out each pair's second value on the next call),
// binned on the device with atomicAdd. Expected output: the same binning run on the host,
// built by g++.
#include <random>
#include <cstdio>
#include <cuda_runtime.h>

#define BINS 8

__global__ void histogram(const float *v, int n, unsigned *bins)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int b = (int)((v[i] + 4.0f) / 1.0f);
    if (b < 0) b = 0;
    if (b >= BINS) b = BINS - 1;
    atomicAdd(&bins[b], 1u);
  }
}

int main()
{
  const int n = 4096;
  std::mt19937 gen(2024);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  float *v = new float[n];
  double mean = 0;
  for (int i = 0; i < n; i++) {
    v[i] = normal(gen);
    mean += v[i];
  }
  printf("first %.9g %.9g %.9g\n", v[0], v[1], v[2]);
  printf("mean %.6f\n", mean / n);
  float *dv;
  unsigned *dbins, bins[BINS];
  cudaMalloc(&dv, n * sizeof(float));
  cudaMalloc(&dbins, sizeof bins);
  cudaMemset(dbins, 0, sizeof bins);
  cudaMemcpy(dv, v, n * sizeof(float), cudaMemcpyHostToDevice);
  histogram<<<n / 128, 128>>>(dv, n, dbins);
  cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
  for (int b = 0; b < BINS; b++)
    printf("[%+d, %+d) %u\n", b - 4, b - 3, bins[b]);
  cudaFree(dv);
  cudaFree(dbins);
  delete[] v;
  return 0;
}
// expect: first 1.47733438 0.505639493 1.05882168
// expect: mean 0.003821
// expect: [-4, -3) 4
// expect: [-3, -2) 90
// expect: [-2, -1) 564
// expect: [-1, +0) 1398
// expect: [+0, +1) 1382
// expect: [+1, +2) 562
// expect: [+2, +3) 89
// expect: [+3, +4) 7
