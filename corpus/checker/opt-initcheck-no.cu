// --initcheck=no: the uninitialised reads of mem-uninit-global.cu and mem-uninit-host.cu are not
// reported.
// cudak-args: --initcheck=no
#include <stdio.h>
#include <stdlib.h>
__global__ void accumulate(const int *in, int *acc) {
  int i = threadIdx.x;
  acc[i] += in[i];
}
int main(void) {
  int h[16], *din, *dacc;
  for (int i = 0; i < 16; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dacc, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  accumulate<<<1, 16>>>(din, dacc);
  cudaMemcpy(h, dacc, sizeof h, cudaMemcpyDeviceToHost);
  int *v = (int *) malloc(2 * sizeof(int));
  v[0] = 1;
  printf("%d\n", v[0] + v[1] * 0);
  free(v);
  cudaFree(din);
  cudaFree(dacc);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
