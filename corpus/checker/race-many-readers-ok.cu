// Near misses of the race-many-readers-*.cu programs: many unordered readers of one word, then
// a store that every read is ordered before — by a __syncthreads() of the only block, by a
// __syncwarp() of the only warp that read, by fences and atomics ("last block done"), and by
// the end of the grid (the next kernel). No race.
#include <stdio.h>
__device__ unsigned int count;
__global__ void barrier_then_store(int *p, int *out) {
  int v = p[0];
  out[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 5)
    p[0] = v + 1;
}
__global__ void one_warp_reads(int *p, int *out) {
  int t = threadIdx.x;
  int v = 0;
  if (t / 32 == 3)
    v = p[0];
  __syncwarp();
  if (t == 3 * 32 + 1)
    p[0] = v + 1;
  out[t] = v;
}
__global__ void last_done(int *p, int *out, unsigned int total) {
  int v = p[0];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
  __threadfence();
  if (atomicAdd(&count, 1) == total - 1)
    p[0] = v + 1;
}
__global__ void store(int *p) {
  p[0] = 40;
}
int main(void) {
  int *p, *out, x = 1, r[512];
  cudaMalloc(&p, sizeof(int));
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(p, &x, sizeof x, cudaMemcpyHostToDevice);
  barrier_then_store<<<1, 256>>>(p, out);
  one_warp_reads<<<1, 256>>>(p, out);
  last_done<<<4, 128>>>(p, out, 4 * 128);
  barrier_then_store<<<1, 256>>>(p, out + 256);
  store<<<1, 1>>>(p);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(&x, p, sizeof x, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", r[0], r[511], x);
  cudaFree(p);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3 4 40
