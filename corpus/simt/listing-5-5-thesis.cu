// corpus/simt/listing-5-5-thesis.cu: figure 5.2 of [H §5.4.1] as the thesis prints it, under
// --trace-style=thesis. Listing 5.5 written as CUDA-C so that the kernel's first statement is the
// listing's setp (a = 3 + 4 * threadIdx.x is written where it is used): the statement numbers of
// the trace are then the listing's line numbers, labels counted (DIVERGE: 6, SYNC: 8). Thread 1
// takes the branch (a == b: the multiplication at 7), thread 2 the subtraction at 4. The rows
// for pc 1 to 10 are figure 5.2 row for row, with the disable mask δ added (always 00 here);
// the store (11) and the exit (12) come after the listing's end.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void listing55(int *r, int b, int d)
{
  int c;
  if (3 + 4 * (int) threadIdx.x != b)
    c = 3 + 4 * (int) threadIdx.x - b;
  else
    c = (3 + 4 * (int) threadIdx.x) * b;
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

// cudak-args: --verify-cfc --trace=warp --trace-style=thesis --warp-size=2
// expect: thread 1: r = 4
// expect: thread 2: r = 2
// expect-stderr: # --trace=warp, thesis style ([H §5.4.1], figures 5.2-5.4): one row per warp step.
// expect-stderr: # pc: the statement executed, numbered as in the function's listing below (a branch target's
// expect-stderr: #   label takes a line, as in the thesis; '-' a statement only the lowering adds);
// expect-stderr: # α: active mask after the step, lane 0 first; δ: disable mask (0 enabled, b break,
// expect-stderr: #   r return, x exit); τ: the token stack, top first (ε empty; x: a pc in the caller);
// expect-stderr: # then the statement and what the step did.
// expect-stderr: # listing of 'listing55':
// expect-stderr: #     1    mov %r4, ne(cvt.u8(ne(add(3, mul(4, cvt.s32(%tid.x))), %r1)), 0)    (line 14)
// expect-stderr: #     2    ssy 10    (line 14)
// expect-stderr: #     3    @!%r4 bra 7    (line 14)
// expect-stderr: #     4    mov %r3, sub(add(3, mul(4, cvt.s32(%tid.x))), %r1)    (line 15)
// expect-stderr: #     5    bra 9    (line 14)
// expect-stderr: #     6 L7:
// expect-stderr: #     7    mov %r3, mul(add(3, mul(4, cvt.s32(%tid.x))), %r1)    (line 17)
// expect-stderr: #     8 L9:
// expect-stderr: #     9    sync    (line 14)
// expect-stderr: #    10    mov %r5, div(%r3, %r2)    (line 18)
// expect-stderr: #    11    st.s32 [ptradd(%r0, cvt.s64(%tid.x), 4)], %r5    (line 18)
// expect-stderr: #    12    exit    (line 11)
// expect-stderr: # warp   pc  α   δ   τ                                             statement
// expect-stderr: b0 w0     1  11  00  ε                                             mov %r4, ne(cvt.u8(ne(add(3...
// expect-stderr: b0 w0     2  11  00  (sync, 11, 10)                                ssy 10                          push (sync, 11, 10)
// expect-stderr: b0 w0     3  10  00  (diverge, 01, 4) :: (sync, 11, 10)            @!%r4 bra 7                     push (diverge, 01, 4)
// expect-stderr: b0 w0     7  10  00  (diverge, 01, 4) :: (sync, 11, 10)            mov %r3, mul(add(3, mul(4, ...
// expect-stderr: b0 w0     9  01  00  (sync, 11, 10)                                sync                            pop diverge
// expect-stderr: b0 w0     4  01  00  (sync, 11, 10)                                mov %r3, sub(add(3, mul(4, ...
// expect-stderr: b0 w0     5  01  00  (sync, 11, 10)                                bra 9
// expect-stderr: b0 w0     9  11  00  ε                                             sync                            pop sync
// expect-stderr: b0 w0    10  11  00  ε                                             mov %r5, div(%r3, %r2)
// expect-stderr: b0 w0    11  11  00  ε                                             st.s32 [ptradd(%r0, cvt.s64...
// expect-stderr: b0 w0    12  00  xx  ε                                             exit                            lanes 0,1 disabled (exit), warp completed
