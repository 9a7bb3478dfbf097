// <chrono>: a kernel timed with std::chrono::steady_clock around a cudaDeviceSynchronize, as
// benchmarks do, and the same interval as high_resolution_clock sees it. Under --pin-time
// the clocks stand still, so the elapsed times are reproducible: zero. (On a GPU the times
// vary from run to run; the sums are what nvcc's build prints.)
// cudak-args: --pin-time
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *v, int n, float f)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= f;
}

int main()
{
  const int n = 512;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)i;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);

  auto start = std::chrono::steady_clock::now();
  auto wall = std::chrono::high_resolution_clock::now();
  scale<<<n / 128, 128>>>(d, n, 0.5f);
  cudaDeviceSynchronize();
  auto stop = std::chrono::steady_clock::now();
  auto wall_stop = std::chrono::high_resolution_clock::now();

  auto us = std::chrono::duration_cast<std::chrono::microseconds>(stop - start);
  std::chrono::duration<double, std::milli> ms = stop - start;
  std::chrono::duration<double> s = wall_stop - wall;
  printf("kernel: %ld us, %.3f ms, %.6f s\n", us.count(), ms.count(), s.count());
  printf("steady: %s\n", std::chrono::steady_clock::is_steady ? "yes" : "no");

  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += h[i];
  printf("sum %.1f\n", sum);
  cudaFree(d);
  return 0;
}
// expect: kernel: 0 us, 0.000 ms, 0.000000 s
// expect: steady: yes
// expect: sum 65408.0
