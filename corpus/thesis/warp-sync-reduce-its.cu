// corpus/thesis/warp-sync-reduce-its.cu: warp-sync-reduce.cu under independent thread scheduling
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
// cudak-args: --simt=its --race-model=warp-sync
// expect: sum = 2016
// Under --simt=its the threads of the warp are not in lock-step: without __syncwarp() between the
// steps a thread may read s[t + 16] before its owner wrote it. The schedule cudak takes happens to
// give the lock-step result, and the race is reported all the same:
// expect-exit: 1
// expect-report: ^warp-sync-reduce-its\.cu:17:14: error: data race on shared memory: read of 4 bytes at 's'\[16\] conflicts with an earlier write
// expect-report: ^warp-sync-reduce-its\.cu:17:14: note: both accesses are by lanes of warp 0: under --simt=stack a converged warp executes them in lockstep, so warp-synchronous code \(--race-model=warp-sync\) is ordered there; under independent thread scheduling \(--simt=its, sm_70 and later\) the lanes need a __syncwarp\(\) between the two accesses
// expect-report: ^warp-sync-reduce-its\.cu:17:10: error: data race on shared memory: write of 4 bytes at 's'\[16\] conflicts with an earlier read
// expect-report: ^warp-sync-reduce-its\.cu:18:14: error: data race on shared memory: read of 4 bytes at 's'\[8\] conflicts with an earlier write
// expect-report: ^warp-sync-reduce-its\.cu:18:10: error: data race on shared memory: write of 4 bytes at 's'\[8\] conflicts with an earlier read
// expect-report: ^warp-sync-reduce-its\.cu:19:14: error: data race on shared memory: read of 4 bytes at 's'\[4\] conflicts with an earlier write
// expect-report: ^warp-sync-reduce-its\.cu:19:10: error: data race on shared memory: write of 4 bytes at 's'\[4\] conflicts with an earlier read
// expect-report: ^warp-sync-reduce-its\.cu:20:14: error: data race on shared memory: read of 4 bytes at 's'\[2\] conflicts with an earlier write
// expect-report: ^warp-sync-reduce-its\.cu:20:10: error: data race on shared memory: write of 4 bytes at 's'\[2\] conflicts with an earlier read
// expect-report: ^warp-sync-reduce-its\.cu:21:14: error: data race on shared memory: read of 4 bytes at 's'\[1\] conflicts with an earlier write
// expect-report: ^warp-sync-reduce-its\.cu:21:10: error: data race on shared memory: write of 4 bytes at 's'\[1\] conflicts with an earlier read
