// --explore=16 over a racy publication: blocks 0 and 1 both write 'data' (10 and 20), block 2
// reads it, with no synchronisation between them. Under --sched=random the seed decides which
// warp steps first, so the read sees 0, 10 or 20, and the races are reported from the side of
// the access that came second. Each outcome lists its seeds, its output and its findings (a
// set: the order in which a run reported them does not matter).
#include <stdio.h>
__device__ int data;
__global__ void publish(int *out) {
  if (threadIdx.x == 0 && blockIdx.x < 2)
    data = 10 * (blockIdx.x + 1);
  if (threadIdx.x == 0 && blockIdx.x == 2)
    *out = data;
}
int main(void) {
  int *d, h = -1;
  cudaMalloc(&d, sizeof h);
  publish<<<3, 32>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("data = %d\n", h);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// cudak-args: --sched=random --explore=16
// timeout: 90
// expect: cudak: explored 16 seeds (0-15): 3 distinct outcomes
// expect: outcome 1: 5 seeds (0,7-8,13,15): exit 1, 2 findings
// expect:   | data = 20
// expect:   ! racy.cu:12:12: error: data race on global memory: read of 4 bytes at 'data' conflicts with an earlier write
// expect:   ! racy.cu:10:10: error: data race on global memory: write of 4 bytes at 'data' conflicts with an earlier write
// expect: outcome 2: 7 seeds (1,3-5,9,11-12): exit 1, 2 findings
// expect:   | data = 10
// expect:   ! racy.cu:12:12: error: data race on global memory: read of 4 bytes at 'data' conflicts with an earlier write
// expect:   ! racy.cu:10:10: error: data race on global memory: write of 4 bytes at 'data' conflicts with an earlier write
// expect: outcome 3: 4 seeds (2,6,10,14): exit 1, 2 findings
// expect:   | data = 0
// expect:   ! racy.cu:10:10: error: data race on global memory: write of 4 bytes at 'data' conflicts with an earlier read
// expect:   ! racy.cu:10:10: error: data race on global memory: write of 4 bytes at 'data' conflicts with an earlier write
// expect-exit: 1
