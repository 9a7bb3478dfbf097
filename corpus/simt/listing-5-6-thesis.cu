// corpus/simt/listing-5-6-thesis.cu: figure 5.3 of [H §5.4.1] as the thesis prints it, under
// --trace-style=thesis. Listing 5.6 written as CUDA-C with the switch on the path number itself,
// so that the listing's first statement is its ssy: the statement numbers are the listing's line
// numbers, labels counted (PATH-1: 3, PATH-2: 6, PATH-3: 9, SYNC: 11). Four threads at warp size
// 4: thread 3 takes PATH-1, threads 2 and 4 PATH-2, thread 1 PATH-3 (default). Which path goes
// first is the warp's choice; --sched=random --seed=0 makes it pick PATH-2, PATH-3, PATH-1, as
// the thesis does. The rows from pc 1 to 13 are figure 5.3 row for row, with δ added; the
// first row ('-') is a nop the lowering places before the switch, which the listing lacks.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void listing56(int *r, int a, int b, int d)
{
  int c;
  switch (0x2123 >> (4 * threadIdx.x) & 0xf) {
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

// cudak-args: --verify-cfc --trace=warp --trace-style=thesis --warp-size=4 --sched=random --seed=0
// expect: thread 1: r = 2
// expect: thread 2: r = 5
// expect: thread 3: r = 10
// expect: thread 4: r = 5
// expect-stderr: # --trace=warp, thesis style ([H §5.4.1], figures 5.2-5.4): one row per warp step.
// expect-stderr: # pc: the statement executed, numbered as in the function's listing below (a branch target's
// expect-stderr: #   label takes a line, as in the thesis; '-' a statement only the lowering adds);
// expect-stderr: # α: active mask after the step, lane 0 first; δ: disable mask (0 enabled, b break,
// expect-stderr: #   r return, x exit); τ: the token stack, top first (ε empty; x: a pc in the caller);
// expect-stderr: # then the statement and what the step did.
// expect-stderr: # listing of 'listing56':
// expect-stderr: #      -  nop (lowering only)
// expect-stderr: #     1    ssy 13    (line 15)
// expect-stderr: #     2    brx cvt.s64(and(shr(8483, mul(4, %tid.x)), 15)), 1:4, 2:7, default:10    (line 15)
// expect-stderr: #     3 L4:
// expect-stderr: #     4    mov %r4, mul(%r1, %r2)    (line 17)
// expect-stderr: #     5    bra 12    (line 18)
// expect-stderr: #     6 L7:
// expect-stderr: #     7    mov %r4, add(%r1, %r2)    (line 20)
// expect-stderr: #     8    bra 12    (line 21)
// expect-stderr: #     9 L10:
// expect-stderr: #    10    mov %r4, sub(%r1, %r2)    (line 23)
// expect-stderr: #    11 L12:
// expect-stderr: #    12    sync    (line 15)
// expect-stderr: #    13    mov %r5, div(%r4, %r3)    (line 25)
// expect-stderr: #    14    st.s32 [ptradd(%r0, cvt.s64(%tid.x), 4)], %r5    (line 25)
// expect-stderr: #    15    exit    (line 12)
// expect-stderr: # warp   pc  α     δ     τ                                             statement
// expect-stderr: b0 w0     -  1111  0000  ε                                             nop
// expect-stderr: b0 w0     1  1111  0000  (sync, 1111, 13)                              ssy 13                          push (sync, 1111, 13)
// expect-stderr: b0 w0     2  0101  0000  (diverge, 1010, 2) :: (sync, 1111, 13)        brx cvt.s64(and(shr(8483, m...  push (diverge, 1010, 2)
// expect-stderr: b0 w0     7  0101  0000  (diverge, 1010, 2) :: (sync, 1111, 13)        mov %r4, add(%r1, %r2)
// expect-stderr: b0 w0     8  0101  0000  (diverge, 1010, 2) :: (sync, 1111, 13)        bra 12
// expect-stderr: b0 w0    12  1010  0000  (sync, 1111, 13)                              sync                            pop diverge
// expect-stderr: b0 w0     2  1000  0000  (diverge, 0010, 2) :: (sync, 1111, 13)        brx cvt.s64(and(shr(8483, m...  push (diverge, 0010, 2)
// expect-stderr: b0 w0    10  1000  0000  (diverge, 0010, 2) :: (sync, 1111, 13)        mov %r4, sub(%r1, %r2)
// expect-stderr: b0 w0    12  0010  0000  (sync, 1111, 13)                              sync                            pop diverge
// expect-stderr: b0 w0     2  0010  0000  (sync, 1111, 13)                              brx cvt.s64(and(shr(8483, m...
// expect-stderr: b0 w0     4  0010  0000  (sync, 1111, 13)                              mov %r4, mul(%r1, %r2)
// expect-stderr: b0 w0     5  0010  0000  (sync, 1111, 13)                              bra 12
// expect-stderr: b0 w0    12  1111  0000  ε                                             sync                            pop sync
// expect-stderr: b0 w0    13  1111  0000  ε                                             mov %r5, div(%r4, %r3)
// expect-stderr: b0 w0    14  1111  0000  ε                                             st.s32 [ptradd(%r0, cvt.s64...
// expect-stderr: b0 w0    15  0000  xxxx  ε                                             exit                            lanes 0,1,2,3 disabled (exit), warp completed
