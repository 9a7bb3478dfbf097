// corpus/thesis/warp-sync-reduce.cu: the classic warp-synchronous tail of a reduction (no
// __syncwarp between the steps, a volatile shared array), correct only while the 32 threads of
// a warp execute in lock-step. Under the stack model with --race-model=warp-sync the converged
// warp's accesses are ordered and nothing is reported; warp-sync-reduce-its.cu runs the same
// code under independent thread scheduling, where it races.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void reduce(const int *in, int *out)
{
  __shared__ volatile int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  if (t < 32) {
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0)
    *out = s[0];
}

int main(void)
{
  int h[96], *in, *out, r = 0;
  for (int i = 0; i < 96; i++)
    h[i] = i;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<<<1, 64>>>(in, out);
  cudaMemcpy(&r, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum = %d\n", r);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
// cudak-args: --simt=stack --race-model=warp-sync
// expect: sum = 2016
