// corpus/memory/shared-atomic-store.cu: a plain store racing with an atomic on shared memory.
// The PTX memory model does not make shared-memory atomics atomic with respect to plain
// accesses of the same address, and listing 4.5 of [H §4.5] shows why: the atomic locks the
// banks, reads, computes and writes in separate micro steps, and a plain store ignores the
// locks. Under --memory=fermi the store of thread 32 can land between the read and the write
// of thread 0's atomicAdd, which then writes 0 + 1 over it: the store is lost (s = 1). Under
// --memory=sc an access completes at once and only the orders store-then-atomic (101) and
// atomic-then-store (100) exist. The checker reports the race for every seed; --explore=20
// shows which seeds lose the store.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void mix(int *out)
{
  __shared__ int s;
  if (threadIdx.x == 0)
    s = 0;
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(&s, 1);
  if (threadIdx.x == 32)
    s = 100;
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = s;
}

int main(void)
{
  int *out, h = -1;
  cudaMalloc(&out, sizeof(int));
  mix<<<1, 64>>>(out);
  cudaMemcpy(&h, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("s = %d\n", h);
  cudaFree(out);
  return 0;
}

// cudak-args: --memory=fermi --explore=20
// timeout: 90
// expect: cudak: explored 20 seeds (0-19): 3 distinct outcomes
// expect: outcome 1: 12 seeds (0-4,9,11,13-14,16,18-19): exit 1, 1 finding
// expect:   | s = 1
// expect:   ! shared-atomic-store.cu:20:5: error: data race on shared memory: atomic update of 4 bytes at 's' conflicts with an earlier write
// expect: outcome 2: 7 seeds (5-7,10,12,15,17): exit 1, 1 finding
// expect:   | s = 100
// expect:   ! shared-atomic-store.cu:22:7: error: data race on shared memory: write of 4 bytes at 's' conflicts with an earlier atomic update
// expect: outcome 3: 1 seed (8): exit 1, 1 finding
// expect:   | s = 101
// expect:   ! shared-atomic-store.cu:20:5: error: data race on shared memory: atomic update of 4 bytes at 's' conflicts with an earlier write
// expect-exit: 1
