// Near miss for global races: blocks write disjoint cells; a second launch reads what the first
// wrote (the kernel boundary orders them); every thread reads the same input cell; a kernel that
// reads and writes the same cell in one thread only.
#include <stdio.h>
#define N 128
__global__ void fill(int *a, const int *k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i * k[0];
}
__global__ void reverse_into(const int *a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b[N - 1 - i] = a[i];
  b[N - 1 - i] += 1;
}
int main(void) {
  int *a, *b, *k, h[N], two = 2;
  cudaMalloc(&a, N * sizeof(int));
  cudaMalloc(&b, N * sizeof(int));
  cudaMalloc(&k, sizeof(int));
  cudaMemcpy(k, &two, sizeof two, cudaMemcpyHostToDevice);
  fill<<<4, N / 4>>>(a, k);
  reverse_into<<<4, N / 4>>>(a, b);
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(a);
  cudaFree(b);
  cudaFree(k);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 255 1
