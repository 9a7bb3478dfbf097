// <random>: event counts per time slot from std::poisson_distribution, a light load (mean 3.5:
// libstdc++'s product method) and a heavy one (mean 40: its rejection method, which also
// draws normal deviates), summed per load on the device with atomicAdd. Expected output:
// the same program with the kernel run on the host, built by g++.
#include <random>
#include <cstdio>
#include <cuda_runtime.h>

#define SLOTS 512

__global__ void total(const int *counts, int n, unsigned long long *sum, int *peak)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(sum, (unsigned long long)counts[i]);
    atomicMax(peak, counts[i]);
  }
}

int main()
{
  std::mt19937_64 gen(7);
  std::poisson_distribution<int> light(3.5), heavy(40.0);
  int counts[2][SLOTS];
  for (int i = 0; i < SLOTS; i++) {
    counts[0][i] = light(gen);
    counts[1][i] = heavy(gen);
  }
  printf("first slots: %d %d %d | %d %d %d\n", counts[0][0], counts[0][1], counts[0][2],
         counts[1][0], counts[1][1], counts[1][2]);
  int *dcounts, *dpeak;
  unsigned long long *dsum;
  cudaMalloc(&dcounts, sizeof counts);
  cudaMalloc(&dsum, 2 * sizeof(unsigned long long));
  cudaMalloc(&dpeak, 2 * sizeof(int));
  cudaMemcpy(dcounts, counts, sizeof counts, cudaMemcpyHostToDevice);
  cudaMemset(dsum, 0, 2 * sizeof(unsigned long long));
  cudaMemset(dpeak, 0, 2 * sizeof(int));
  for (int load = 0; load < 2; load++)
    total<<<SLOTS / 128, 128>>>(dcounts + load * SLOTS, SLOTS, dsum + load, dpeak + load);
  unsigned long long sum[2];
  int peak[2];
  cudaMemcpy(sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);
  cudaMemcpy(peak, dpeak, sizeof peak, cudaMemcpyDeviceToHost);
  for (int load = 0; load < 2; load++)
    printf("mean %.1f: %llu events, %.3f per slot, peak %d\n", load ? 40.0 : 3.5, sum[load],
           (double)sum[load] / SLOTS, peak[load]);
  cudaFree(dcounts);
  cudaFree(dsum);
  cudaFree(dpeak);
  return 0;
}
// expect: first slots: 4 6 1 | 37 36 36
// expect: mean 3.5: 1821 events, 3.557 per slot, peak 11
// expect: mean 40.0: 20403 events, 39.850 per slot, peak 61
