// "Last block done" over many readers: every thread of four blocks reads p[0], then announces
// it with __threadfence() and an atomicAdd on a counter; the thread that sees the count reach
// the total overwrites p[0], ordered after every read by the fences and the atomics (release
// and acquire) — except the threads of warp 1 of block 2, which skip the fence: their reads
// are not released, and the store races with them.
#include <stdio.h>
__device__ unsigned int count;
__global__ void last_done(int *p, int *out, unsigned int total) {
  int v = p[0];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
  if (!(blockIdx.x == 2 && threadIdx.x / 32 == 1))
    __threadfence();
  if (atomicAdd(&count, 1) == total - 1)
    p[0] = -1;
}
int main(void) {
  int *p, *out, one = 1, r[4 * 128];
  cudaMalloc(&p, sizeof(int));
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(p, &one, sizeof one, cudaMemcpyHostToDevice);
  last_done<<<4, 128>>>(p, out, 4 * 128);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(&one, p, sizeof one, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", r[0], r[511], one);
  cudaFree(p);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 1 -1
// expect-exit: 1
// expect-report: ^race-many-readers-fence\.cu:14:10: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-many-readers-fence\.cu:18:3 conflicts with an earlier read$
// expect-report: ^race-many-readers-fence\.cu:9:12: note: previous read by thread \(32,0,0\) of block \(2,0,0\) \(warp 1, lane 0\)$
// expect-report: ^race-many-readers-fence\.cu:14:10: note: write by thread \(127,0,0\) of block \(3,0,0\) \(warp 3, lane 31\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
