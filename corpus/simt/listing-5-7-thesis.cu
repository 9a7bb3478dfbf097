// corpus/simt/listing-5-7-thesis.cu: figure 5.4 of [H §5.4.1] under --trace-style=thesis, the
// program of listing-5-7.cu: the branch of listing 5.5 inside a called function whose taken
// path may return early, three threads at warp size 3 (threads 2 and 3 take the taken path,
// only thread 2 returns, thread 1 takes the other). The call token the figure starts with is
// (call, 111, x): x is the caller's pc, as the figure writes it. Two statements of f are not in
// the listing, `c = a` (f's line 1) and the test of p2 (line 8), so f's numbers after them are
// one and two more than the listing's: f's rows 2, 3, 4, 9, 11, 5, 6, 11, 12 are the figure's
// rows for its lines 1, 2, 3, 7, 9, 4, 5, 9 and 10-11 (its div and ret are the one row
// `ret div(...)`), and the caller's row 6 is its row x. `@p2 ret` disables lane 1 with r (0r0),
// the sync does not re-enable it, and the ret pops the call token, which does.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__device__ int f(int a, int b, int d, int p2)
{
  int c = a;
  if (a != b)
    c = a - b;
  else if (p2)
    return -1;
  return c / d;
}

__global__ void listing57(int *r)
{
  int t = threadIdx.x;
  r[t] = f(t ? 5 : 9, 5, 2, t == 1);
}

int main(void)
{
  int h[3], *r;
  cudaMalloc(&r, sizeof h);
  listing57<<<1, 3>>>(r);
  cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 3; i++)
    printf("thread %d: r = %d\n", i + 1, h[i]);
  cudaFree(r);
  return 0;
}
// cudak-args: --verify-cfc --trace=warp --trace-style=thesis --warp-size=3
// expect: thread 1: r = 2
// expect: thread 2: r = -1
// expect: thread 3: r = 2
// expect-stderr: # --trace=warp, thesis style ([H §5.4.1], figures 5.2-5.4): one row per warp step.
// expect-stderr: # pc: the statement executed, numbered as in the function's listing below (a branch target's
// expect-stderr: #   label takes a line, as in the thesis; '-' a statement only the lowering adds);
// expect-stderr: # α: active mask after the step, lane 0 first; δ: disable mask (0 enabled, b break,
// expect-stderr: #   r return, x exit); τ: the token stack, top first (ε empty; x: a pc in the caller);
// expect-stderr: # then the statement and what the step did.
// expect-stderr: # listing of 'listing57':
// expect-stderr: #     1    mov %r1, cvt.s32(%tid.x)    (line 27)
// expect-stderr: #     2    mov %r2, (ne(%r1, 0) ? 5 : 9)    (line 28)
// expect-stderr: #     3    mov %r3, cvt.s32(cvt.u8(eq(%r1, 1)))    (line 28)
// expect-stderr: #     4    preRet 6    (line 28)
// expect-stderr: #     5    call f    (line 28)
// expect-stderr: #     6    st.s32 [ptradd(%r0, cvt.s64(%r1), 4)], %r4    (line 28)
// expect-stderr: #     7    exit    (line 25)
// expect-stderr: # warp   pc  α    δ    τ                                             statement
// expect-stderr: b0 w0     1  111  000  ε                                             mov %r1, cvt.s32(%tid.x)
// expect-stderr: b0 w0     2  111  000  ε                                             mov %r2, (ne(%r1, 0) ? 5 : 9)
// expect-stderr: b0 w0     3  111  000  ε                                             mov %r3, cvt.s32(cvt.u8(eq(...
// expect-stderr: b0 w0     4  111  000  (call, 111, 6)                                preRet 6                        push (call, 111, 6)
// expect-stderr: b0 w0     5  111  000  (call, 111, 6)                                call f
// expect-stderr: # listing of 'f':
// expect-stderr: #     1    mov %r4, %r0    (line 17)
// expect-stderr: #     2    mov %r5, ne(cvt.u8(ne(%r0, %r1)), 0)    (line 18)
// expect-stderr: #     3    ssy 12    (line 18)
// expect-stderr: #     4    @!%r5 bra 8    (line 18)
// expect-stderr: #     5    mov %r4, sub(%r0, %r1)    (line 19)
// expect-stderr: #     6    bra 11    (line 18)
// expect-stderr: #     7 L8:
// expect-stderr: #     8    mov %r6, ne(%r3, 0)    (line 20)
// expect-stderr: #     9    @%r6 ret neg(1)    (line 21)
// expect-stderr: #    10 L11:
// expect-stderr: #    11    sync    (line 18)
// expect-stderr: #    12    ret div(%r4, %r2)    (line 22)
// expect-stderr: #    13    ret 0    (line 15)
// expect-stderr: # warp   pc  α    δ    τ                                             statement
// expect-stderr: b0 w0     1  111  000  (call, 111, x)                                mov %r4, %r0
// expect-stderr: b0 w0     2  111  000  (call, 111, x)                                mov %r5, ne(cvt.u8(ne(%r0, ...
// expect-stderr: b0 w0     3  111  000  (sync, 111, 12) :: (call, 111, x)             ssy 12                          push (sync, 111, 12)
// expect-stderr: b0 w0     4  011  000  (diverge, 100, 5) :: (sync, 111, 12) :: (call, 111, x)  @!%r5 bra 8                     push (diverge, 100, 5)
// expect-stderr: b0 w0     8  011  000  (diverge, 100, 5) :: (sync, 111, 12) :: (call, 111, x)  mov %r6, ne(%r3, 0)
// expect-stderr: b0 w0     9  001  0r0  (diverge, 100, 5) :: (sync, 111, 12) :: (call, 111, x)  @%r6 ret neg(1)                 lane 1 disabled (return)
// expect-stderr: b0 w0    11  100  0r0  (sync, 111, 12) :: (call, 111, x)             sync                            pop diverge
// expect-stderr: b0 w0     5  100  0r0  (sync, 111, 12) :: (call, 111, x)             mov %r4, sub(%r0, %r1)
// expect-stderr: b0 w0     6  100  0r0  (sync, 111, 12) :: (call, 111, x)             bra 11
// expect-stderr: b0 w0    11  101  0r0  (call, 111, x)                                sync                            pop sync
// expect-stderr: b0 w0    12  111  000  ε                                             ret div(%r4, %r2)               pop call, lane 1 re-enabled
// expect-stderr: b0 w0     6  111  000  ε                                             st.s32 [ptradd(%r0, cvt.s64...
// expect-stderr: b0 w0     7  000  xxx  ε                                             exit                            lanes 0,1,2 disabled (exit), warp completed
