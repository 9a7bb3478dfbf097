// corpus/simt/listing-6-2.cu: listing 6.1 of [H §6.1] (the spin lock; listing 6.2 is its PTX:
// preBrk, the atomic compare-and-swap, a guarded break, a branch back) run by two threads under
// thread-level branching (--warp-size=1: each thread is a warp of its own), where it terminates:
// the thread that loses the race spins until the other one releases the lock. (With both
// threads in one warp it never terminates: the liveness violation of [H §6.1].) The lock is
// passed as a pointer and released with atomicExch so that the program is free of data races.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void kernel(int *lock, int *order)
{
  while (true) {
    if (atomicCAS(lock, 1, 0) == 1) {  // Acquire lock
      break;
    }
  }
  // Inside critical section
  order[threadIdx.x] = atomicAdd(&order[2], 1);
  atomicExch(lock, 1);  // Release lock
}

int main(void)
{
  int h[3] = { 0, 0, 0 }, one = 1, *lock, *order;
  cudaMalloc(&lock, sizeof one);
  cudaMalloc(&order, sizeof h);
  cudaMemcpy(lock, &one, sizeof one, cudaMemcpyHostToDevice);
  cudaMemcpy(order, h, sizeof h, cudaMemcpyHostToDevice);
  kernel<<<1, 2>>>(lock, order);
  cudaMemcpy(h, order, sizeof h, cudaMemcpyDeviceToHost);
  printf("thread 1 entered as %d, thread 2 as %d, %d entries\n", h[0], h[1], h[2]);
  cudaFree(lock);
  cudaFree(order);
  return 0;
}
// cudak-args: --verify-cfc --trace=warp --warp-size=1
// expect: thread 1 entered as 0, thread 2 as 1, 2 entries
// expect-stderr: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect-stderr: #   characters), then the state after it: the next pc, the active mask and the disable
// expect-stderr: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect-stderr: #   token stack top first, (type, mask, pc); then what the step did.
// expect-stderr: b0 w0   33  line 13   nop                          | pc 34   active 1 disable - tokens -
// expect-stderr: b0 w1   33  line 13   nop                          | pc 34   active 1 disable - tokens -
// expect-stderr: b0 w0   34  line 13   preBrk 41                    | pc 35   active 1 disable - tokens (break, 1, 41) ; push (break, 1, 41)
// expect-stderr: b0 w1   34  line 13   preBrk 41                    | pc 35   active 1 disable - tokens (break, 1, 41) ; push (break, 1, 41)
// expect-stderr: b0 w0   35  line 13   mov %r2, ne(1, 0)            | pc 36   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   35  line 13   mov %r2, ne(1, 0)            | pc 36   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   36  line 13   @!%r2 brk (41)               | pc 37   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   36  line 13   @!%r2 brk (41)               | pc 37   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   37  line 14   atom.cas.s32 %r3, [%r0]      | pc 38   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   37  line 14   atom.cas.s32 %r3, [%r0]      | pc 38   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   38  line 14   mov %r4, ne(cvt.u8(eq(%r3... | pc 39   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   38  line 14   mov %r4, ne(cvt.u8(eq(%r3... | pc 39   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   39  line 15   @%r4 brk (41)                | pc 41   active 1 disable - tokens - ; pop break
// expect-stderr: b0 w1   39  line 15   @%r4 brk (41)                | pc 40   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   41  line 19   atom.add.s32 %r5, [ptradd... | pc 42   active 1 disable - tokens -
// expect-stderr: b0 w1   40  line 13   bra 35                       | pc 35   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   42  line 19   st.s32 [ptradd(%r1, cvt.s... | pc 43   active 1 disable - tokens -
// expect-stderr: b0 w1   35  line 13   mov %r2, ne(1, 0)            | pc 36   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   43  line 20   atom.exch.s32 %r6, [%r0]     | pc 44   active 1 disable - tokens -
// expect-stderr: b0 w1   36  line 13   @!%r2 brk (41)               | pc 37   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w0   44  line 11   exit                         | completed ; lane 0 disabled (exit)
// expect-stderr: b0 w1   37  line 14   atom.cas.s32 %r3, [%r0]      | pc 38   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   38  line 14   mov %r4, ne(cvt.u8(eq(%r3... | pc 39   active 1 disable - tokens (break, 1, 41)
// expect-stderr: b0 w1   39  line 15   @%r4 brk (41)                | pc 41   active 1 disable - tokens - ; pop break
// expect-stderr: b0 w1   41  line 19   atom.add.s32 %r5, [ptradd... | pc 42   active 1 disable - tokens -
// expect-stderr: b0 w1   42  line 19   st.s32 [ptradd(%r1, cvt.s... | pc 43   active 1 disable - tokens -
// expect-stderr: b0 w1   43  line 20   atom.exch.s32 %r6, [%r0]     | pc 44   active 1 disable - tokens -
// expect-stderr: b0 w1   44  line 11   exit                         | completed ; lane 0 disabled (exit)
