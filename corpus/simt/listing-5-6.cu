// corpus/simt/listing-5-6.cu: listing 5.6 of [H §5.4.1] written as CUDA-C: an indirect branch
// (a switch) with three paths, executed by four threads at warp size 4: thread 3 takes PATH-1
// (case 1), threads 2 and 4 PATH-2 (case 2), thread 1 PATH-3 (default). Its --trace=warp rows
// are figure 5.3. Which path goes first is the warp's choice; the thesis picks PATH-2, then
// PATH-3, then PATH-1, which is what cudak's random choice does with seed 0.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void listing56(int *r, int a, int b, int d)
{
  int path = 0x2123 >> (4 * threadIdx.x) & 0xf;
  int c;
  switch (path) {
  case 1:
    c = a * b;
    break;
  case 2:
    c = a + b;
    break;
  default:
    c = a - b;
  }
  r[threadIdx.x] = c / d;
}

int main(void)
{
  int h[4], *r;
  cudaMalloc(&r, sizeof h);
  listing56<<<1, 4>>>(r, 7, 3, 2);
  cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("thread %d: r = %d\n", i + 1, h[i]);
  cudaFree(r);
  return 0;
}
// cudak-args: --verify-cfc --trace=warp --warp-size=4 --sched=random --seed=0
// expect: thread 1: r = 2
// expect: thread 2: r = 5
// expect: thread 3: r = 10
// expect: thread 4: r = 5
// expect-stderr: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect-stderr: #   characters), then the state after it: the next pc, the active mask and the disable
// expect-stderr: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect-stderr: #   token stack top first, (type, mask, pc); then what the step did.
// expect-stderr: b0 w0   26  line 12   mov %r4, and(shr(8483, mu... | pc 27   active 1111 disable ---- tokens -
// expect-stderr: b0 w0   27  line 14   nop                          | pc 28   active 1111 disable ---- tokens -
// expect-stderr: b0 w0   28  line 14   ssy 36                       | pc 29   active 1111 disable ---- tokens (sync, 1111, 36) ; push (sync, 1111, 36)
// expect-stderr: b0 w0   29  line 14   brx cvt.s64(%r4), 1:30, 2... | pc 32   active 0101 disable ---- tokens (diverge, 1010, 29) (sync, 1111, 36) ; push (diverge, 1010, 29)
// expect-stderr: b0 w0   32  line 19   mov %r5, add(%r1, %r2)       | pc 33   active 0101 disable ---- tokens (diverge, 1010, 29) (sync, 1111, 36)
// expect-stderr: b0 w0   33  line 20   bra 35                       | pc 35   active 0101 disable ---- tokens (diverge, 1010, 29) (sync, 1111, 36)
// expect-stderr: b0 w0   35  line 14   sync                         | pc 29   active 1010 disable ---- tokens (sync, 1111, 36) ; pop diverge
// expect-stderr: b0 w0   29  line 14   brx cvt.s64(%r4), 1:30, 2... | pc 34   active 1000 disable ---- tokens (diverge, 0010, 29) (sync, 1111, 36) ; push (diverge, 0010, 29)
// expect-stderr: b0 w0   34  line 22   mov %r5, sub(%r1, %r2)       | pc 35   active 1000 disable ---- tokens (diverge, 0010, 29) (sync, 1111, 36)
// expect-stderr: b0 w0   35  line 14   sync                         | pc 29   active 0010 disable ---- tokens (sync, 1111, 36) ; pop diverge
// expect-stderr: b0 w0   29  line 14   brx cvt.s64(%r4), 1:30, 2... | pc 30   active 0010 disable ---- tokens (sync, 1111, 36)
// expect-stderr: b0 w0   30  line 16   mov %r5, mul(%r1, %r2)       | pc 31   active 0010 disable ---- tokens (sync, 1111, 36)
// expect-stderr: b0 w0   31  line 17   bra 35                       | pc 35   active 0010 disable ---- tokens (sync, 1111, 36)
// expect-stderr: b0 w0   35  line 14   sync                         | pc 36   active 1111 disable ---- tokens - ; pop sync
// expect-stderr: b0 w0   36  line 24   mov %r6, div(%r5, %r3)       | pc 37   active 1111 disable ---- tokens -
// expect-stderr: b0 w0   37  line 24   st.s32 [ptradd(%r0, cvt.s... | pc 38   active 1111 disable ---- tokens -
// expect-stderr: b0 w0   38  line 10   exit                         | completed ; lanes 0,1,2,3 disabled (exit)
