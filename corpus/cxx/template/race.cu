// A race inside a template kernel of one instance, 'reduce<float, 64>' (race-json.cu shows the
// instance named in the report; issue 19). The barrier after the loads is missing.
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T, int BLOCK>
__global__ void reduce(const T *in, T *out)
{
  __shared__ T s[BLOCK];
  int tid = threadIdx.x;
  s[tid] = in[tid];
  for (int k = BLOCK / 2; k > 0; k >>= 1)
    {
      if (tid < k)
        s[tid] += s[tid + k];
      __syncthreads();
    }
  if (tid == 0)
    *out = s[0];
}

int main()
{
  float h[64], *din, *dout, r;
  for (int i = 0; i < 64; i++)
    h[i] = 1;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof(float));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<float, 64><<<1, 64>>>(din, dout);
  cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g\n", r);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
// expect: 64
// expect-exit: 1
// expect-report: ^race\.cu:15:20: error: data race on shared memory: read of 4 bytes at 's'\[32\] conflicts with an earlier write$
// expect-report: ^race\.cu:15:20: note: in kernel 'reduce<float, 64>'$
