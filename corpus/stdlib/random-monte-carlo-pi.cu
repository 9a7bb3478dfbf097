// <random> + <chrono>: the classic Monte Carlo estimate of pi. The host draws points with
// std::uniform_real_distribution<float>(-1, 1) from std::mt19937_64 seeded by std::seed_seq,
// a kernel counts those inside the unit circle (a block-level shared-memory reduction, then one
// atomicAdd per block), and steady_clock times the kernel (zero under --pin-time). Expected
// output: the same program with the kernel run on the host, built by g++.
// cudak-args: --pin-time
#include <random>
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

#define N 4096
#define BLOCK 128

__global__ void inside(const float2 *pts, int n, unsigned *count)
{
  __shared__ unsigned hits[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  hits[threadIdx.x] = (i < n && pts[i].x * pts[i].x + pts[i].y * pts[i].y <= 1.0f) ? 1u : 0u;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      hits[threadIdx.x] += hits[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(count, hits[0]);
}

int main()
{
  std::seed_seq seq{2026, 11, 28};
  std::mt19937_64 gen(seq);
  std::uniform_real_distribution<float> coord(-1.0f, 1.0f);
  static float2 pts[N];
  for (int i = 0; i < N; i++) {
    pts[i].x = coord(gen);
    pts[i].y = coord(gen);
  }
  float2 *dpts;
  unsigned *dcount, count = 0;
  cudaMalloc(&dpts, sizeof pts);
  cudaMalloc(&dcount, sizeof count);
  cudaMemcpy(dpts, pts, sizeof pts, cudaMemcpyHostToDevice);
  cudaMemcpy(dcount, &count, sizeof count, cudaMemcpyHostToDevice);
  auto t0 = std::chrono::steady_clock::now();
  inside<<<N / BLOCK, BLOCK>>>(dpts, N, dcount);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(&count, dcount, sizeof count, cudaMemcpyDeviceToHost);
  printf("first point (%.6f, %.6f)\n", pts[0].x, pts[0].y);
  printf("%u of %d inside: pi ~ %.5f\n", count, N, 4.0 * count / N);
  printf("kernel %ld us\n", (long)std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count());
  cudaFree(dpts);
  cudaFree(dcount);
  return 0;
}
// expect: first point (0.206481, 0.604509)
// expect: 3197 of 4096 inside: pi ~ 3.12207
// expect: kernel 0 us
