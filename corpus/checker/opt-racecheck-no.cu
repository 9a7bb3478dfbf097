// --racecheck=no: the race of race-shared-raw.cu is not reported and the program's status is kept.
// cudak-args: --racecheck=no
#include <stdio.h>
#define N 64
__global__ void shift(int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  buf[t] = t * 10;
  out[t] = buf[(t + 1) % N];
}
int main(void) {
  int *d, h[N];
  cudaMalloc(&d, sizeof h);
  shift<<<1, N>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 10 0
