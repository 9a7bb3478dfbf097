// corpus/simt/listing-5-5.cu: listing 5.5 of [H §5.4.1] written as CUDA-C: a conditional branch
// executed by two threads; thread 1 takes the branch (a == b: the multiplication, PTX line 7),
// thread 2 does not (the subtraction, PTX line 4). Its --trace=warp rows are figure 5.2.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void listing55(int *r, int b, int d)
{
  int a = 3 + 4 * threadIdx.x;
  int c;
  if (a != b)
    c = a - b;
  else
    c = a * b;
  r[threadIdx.x] = c / d;
}

int main(void)
{
  int h[2], *r;
  cudaMalloc(&r, sizeof h);
  listing55<<<1, 2>>>(r, 3, 2);
  cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 2; i++)
    printf("thread %d: r = %d\n", i + 1, h[i]);
  cudaFree(r);
  return 0;
}
// cudak-args: --verify-cfc --trace=warp
// expect: thread 1: r = 4
// expect: thread 2: r = 2
// expect-stderr: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect-stderr: #   characters), then the state after it: the next pc, the active mask and the disable
// expect-stderr: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect-stderr: #   token stack top first, (type, mask, pc); then what the step did.
// expect-stderr: b0 w0   26  line 10   mov %r3, cvt.s32(add(3, m... | pc 27   active 11 disable -- tokens -
// expect-stderr: b0 w0   27  line 12   mov %r5, ne(cvt.u8(ne(%r3... | pc 28   active 11 disable -- tokens -
// expect-stderr: b0 w0   28  line 12   ssy 34                       | pc 29   active 11 disable -- tokens (sync, 11, 34) ; push (sync, 11, 34)
// expect-stderr: b0 w0   29  line 12   @!%r5 bra 32                 | pc 32   active 10 disable -- tokens (diverge, 01, 30) (sync, 11, 34) ; push (diverge, 01, 30)
// expect-stderr: b0 w0   32  line 15   mov %r4, mul(%r3, %r1)       | pc 33   active 10 disable -- tokens (diverge, 01, 30) (sync, 11, 34)
// expect-stderr: b0 w0   33  line 12   sync                         | pc 30   active 01 disable -- tokens (sync, 11, 34) ; pop diverge
// expect-stderr: b0 w0   30  line 13   mov %r4, sub(%r3, %r1)       | pc 31   active 01 disable -- tokens (sync, 11, 34)
// expect-stderr: b0 w0   31  line 12   bra 33                       | pc 33   active 01 disable -- tokens (sync, 11, 34)
// expect-stderr: b0 w0   33  line 12   sync                         | pc 34   active 11 disable -- tokens - ; pop sync
// expect-stderr: b0 w0   34  line 16   mov %r6, div(%r4, %r2)       | pc 35   active 11 disable -- tokens -
// expect-stderr: b0 w0   35  line 16   st.s32 [ptradd(%r0, cvt.s... | pc 36   active 11 disable -- tokens -
// expect-stderr: b0 w0   36  line 8    exit                         | completed ; lanes 0,1 disabled (exit)
