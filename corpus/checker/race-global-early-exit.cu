// A race between blocks that needs more than two reader slots: a parallel search whose blocks
// stop as soon as any block has found the key. The loop polls the flag with a volatile load,
// which does not race with the finder's atomicExch; but the first check, before the loop,
// reads it with a plain load, which does. By the time block 2 finds the key every block has
// polled the flag again: the volatile readers must not push the plain ones out.
#include <stdio.h>
__global__ void find_key(const int *keys, int n, int key, int *found, int *where) {
  __shared__ int stop;
  if (threadIdx.x == 0)
    stop = *found;
  __syncthreads();
  for (int base = blockIdx.x * blockDim.x; !stop && base < n; base += gridDim.x * blockDim.x) {
    int i = base + threadIdx.x;
    if (i < n && keys[i] == key) {
      *where = i;
      atomicExch(found, 1);
    }
    __syncthreads();
    if (threadIdx.x == 0)
      stop = *(volatile int *) found;
    __syncthreads();
  }
}
int main(void) {
  const int n = 1024, key = 709;
  int h[n], *keys, *found, *where, w = -1;
  for (int i = 0; i < n; i++)
    h[i] = i;
  cudaMalloc(&keys, sizeof h);
  cudaMalloc(&found, sizeof(int));
  cudaMalloc(&where, sizeof(int));
  cudaMemcpy(keys, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(found, 0, sizeof(int));
  cudaMemcpy(where, &w, sizeof w, cudaMemcpyHostToDevice);
  find_key<<<4, 64>>>(keys, n, key, found, where);
  cudaMemcpy(&w, where, sizeof w, cudaMemcpyDeviceToHost);
  printf("found at %d\n", w);
  cudaFree(keys);
  cudaFree(found);
  cudaFree(where);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: found at 709
// expect-exit: 1
// expect-report: ^race-global-early-exit\.cu:16:7: error: data race on global memory: atomic update of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-global-early-exit\.cu:30:3 conflicts with an earlier read$
// expect-report: ^race-global-early-exit\.cu:10:12: note: previous read by thread \(0,0,0\) of block \([12],0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-global-early-exit\.cu:16:7: note: atomic update by thread \(5,0,0\) of block \(3,0,0\) \(warp 0, lane 5\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
