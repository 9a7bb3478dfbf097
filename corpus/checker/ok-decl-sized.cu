// Near miss of decl-zero-sized.cu: the same filter with one coefficient; a struct ending in a
// zero-length array (a GNU extension nvcc accepts: the struct has a size), an empty array in
// host code (g++ accepts it) and a static local of a __device__ function, which lives in device
// memory and keeps its value from one launch to the next.
#include <stdio.h>

#define N_COEFFS 1

struct header {
  int count;
  float values[0];
};

__device__ float coeffs[N_COEFFS] = {2.0f};
__device__ header info;

__device__ int next_ticket() {
  static int tickets = 0;
  return tickets++;
}

__global__ void apply(float *x, int n, int *ticket) {
  __shared__ float cache[N_COEFFS];
  float scratch[N_COEFFS];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  if (threadIdx.x == 0)
    cache[0] = coeffs[0];
  __syncthreads();
  for (int k = 0; k < N_COEFFS; k++) {
    scratch[k] = cache[k] * x[i];
    acc += scratch[k];
  }
  if (i < n)
    x[i] = acc + info.count;
  if (i == 0)
    *ticket = next_ticket();
}

int main(void) {
  int unused[0];
  float h[32], *x;
  int *ticket, t;
  for (int i = 0; i < 32; i++)
    h[i] = (float) i;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&ticket, sizeof(int));
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  apply<<<1, 32>>>(x, 32, ticket);
  apply<<<1, 32>>>(x, 32, ticket);
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&t, ticket, sizeof t, cudaMemcpyDeviceToHost);
  printf("%g %g ticket %d, %d bytes\n", h[1], h[31], t, (int) (sizeof unused + sizeof(header)));
  cudaFree(x);
  cudaFree(ticket);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 4 124 ticket 1, 4 bytes
// fma-ptx-unmodelled: 32: nvcc keeps scratch[k] in a register and fuses its product into acc; cudak stores it to local memory and adds it rounded (the sum may differ from a GPU in the last place)
