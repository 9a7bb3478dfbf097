// Near miss for sync-deadlock-publish.cu: warp 0 writes its data before the barrier and warp 1
// reads it after the barrier, which orders the two; nobody spins, nothing waits forever.
#include <stdio.h>
__global__ void publish(int *data, int *out) {
  int t = threadIdx.x;
  if (t < 32)
    data[t] = t * t;
  __syncthreads();
  if (t >= 32)
    out[t] = data[t - 32];
}
int main(void) {
  int *data, *out, h[64];
  cudaMalloc(&data, 32 * sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  publish<<<1, 64>>>(data, out);
  cudaMemcpy(h + 32, out + 32, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s %d\n", cudaGetErrorName(cudaGetLastError()), h[63]);
  cudaFree(data); cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess 961
// The same program under independent thread scheduling: no report either.
// cudak-args: -arch=sm_70
