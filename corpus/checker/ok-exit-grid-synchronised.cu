// Near miss of exit-grid-running.cu: the host waits for the kernel and copies its results back
// before it returns, so no grid is left running at exit.
// cudak-args: --progress=fair
#include <stdio.h>

__global__ void checksum(const unsigned *data, unsigned *sums, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = data[i];
  for (int r = 0; r < rounds; r++)
    h = h * 2654435761u + (unsigned) r;
  sums[i] = h;
}

int main(void) {
  const int n = 64;
  unsigned *data, *sums;
  cudaMalloc(&data, n * sizeof(unsigned));
  cudaMalloc(&sums, n * sizeof(unsigned));
  cudaMemset(data, 0, n * sizeof(unsigned));
  checksum<<<2, 32>>>(data, sums, 1000);
  cudaDeviceSynchronize();
  unsigned h[n];
  cudaMemcpy(h, sums, sizeof h, cudaMemcpyDeviceToHost);
  printf("%u %u\n", h[0], h[n - 1]);
  cudaFree(data);
  cudaFree(sums);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 151378348 151378348
