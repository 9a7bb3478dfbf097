// Near miss of race-shared-dynamic.cu and race-shared-dynamic-war.cu: a tile in dynamic shared
// memory is filled, a barrier, read at the neighbours' slots, a barrier, and only then
// overwritten for the second pass; nothing to report.
#include <stdio.h>
__global__ void smooth2(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  tile[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  float left = t > 0 ? tile[t - 1] : tile[t];
  float right = t + 1 < blockDim.x ? tile[t + 1] : tile[t];
  float v = (left + tile[t] + right) / 3.0f;
  __syncthreads();
  tile[t] = v;
  __syncthreads();
  left = t > 0 ? tile[t - 1] : tile[t];
  right = t + 1 < blockDim.x ? tile[t + 1] : tile[t];
  if (i < n)
    out[i] = (left + tile[t] + right) / 3.0f;
}
int main(void) {
  const int n = 96;
  float h[n], *din, *dout;
  for (int i = 0; i < n; i++)
    h[i] = (float) (i % 3);
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  smooth2<<<2, 64, 64 * sizeof(float)>>>(din, dout, n);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%.3f %.3f %.3f\n", h[0], h[40], h[95]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0.556 1.000 0.889
