// corpus/streams/full-sm-two-streams.cu: two kernels in unordered streams where the first fills
// the only SM (2 blocks of 1024 threads; --sms=1), so the second cannot become resident until it
// ends. Under --progress=guaranteed cudak runs the newest grid that holds an SM, then issues
// the waiting grid's blocks when the SM frees up. It used to run only the newest grid, which
// had no block to step: the device stalled, cudaDeviceSynchronize answered cudaSuccess with
// both kernels unfinished, and freeing them at exit crashed (realloc(): invalid pointer).
#include <stdio.h>

__global__ void fill(int *out) {
  if (threadIdx.x == 0)
    out[blockIdx.x] = blockIdx.x + 1;
}

__global__ void after(int *out) {
  if (threadIdx.x == 0)
    out[2] = 3;
}

int main() {
  int *out, h[3] = { 0, 0, 0 };
  cudaMalloc(&out, sizeof h);
  cudaMemset(out, 0, sizeof h);
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  fill<<<2, 1024, 0, s0>>>(out);
  after<<<1, 32, 0, s1>>>(out);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[2]);
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --sms=1
// expect: cudaSuccess
// expect: 1 2 3
