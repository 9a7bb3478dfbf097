// A race inside a template kernel, reported in JSON: its "kernel" is the instance,
// 'reduce<float, 64>', as g++ and nvcc name it (issue 19). The barrier after the loads is missing.
// cudak-args: --report=json
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
// expect-report: ^\{"tool":"cudak","version":"[0-9.]+","seed":0,"findings":\[$
// expect-report: ^\{"kind":"data-race","severity":"error","message":"data race on shared memory: read of 4 bytes at 's'\[32\] conflicts with an earlier write","count":32,"kernel":"reduce<float, 64>","locations":.*$
// expect-report: ^\],"summary":\{"errors":1,"warnings":0,"repeats":31,"suppressed":0,"not_shown":0\}\}$
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)$
