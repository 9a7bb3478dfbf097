// corpus/simt/listing-5-7.cu: listing 5.7 of [H §5.4.1] written as CUDA-C: the branch of
// listing 5.5 inside a called function whose taken path may return early. Three threads:
// threads 2 and 3 take the taken path (a == b), only thread 2 returns (p2), thread 1 takes the
// not-taken path. Its --trace=warp rows are figure 5.4 (after the call's preRet and call).
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
// The expected rows are figure 5.4 row for row, in cudak's notation (corpus/simt/README):
// `else if (p2) return -1;` lowers to the guarded return `@p2 ret` of listing 5.7 (interp/lower.c,
// lower_guarded_jump), the single row `@%r6 ret neg(1)` at pc 40 (active 001, disable -r-: the
// figure's row for line 7), with no ssy or sync of its own. Rows 34-38 and 40-42 are the figure's
// lines 1-5, 7 and 9-11 (the figure's div and ret are the one row `ret div(%r4, %r2)`). The
// other rows are outside the figure's program: the arguments (26-28), the preRet and call that
// push the call token the figure starts with (29, 30), `c = a` (33), the computation of p2 (39),
// and the store and exit after the call (31, 32).
// cudak-args: --verify-cfc --trace=warp
// expect: thread 1: r = 2
// expect: thread 2: r = -1
// expect: thread 3: r = 2
// expect-stderr: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect-stderr: #   characters), then the state after it: the next pc, the active mask and the disable
// expect-stderr: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect-stderr: #   token stack top first, (type, mask, pc); then what the step did.
// expect-stderr: b0 w0   26  line 21   mov %r1, cvt.s32(%tid.x)     | pc 27   active 111 disable --- tokens -
// expect-stderr: b0 w0   27  line 22   mov %r2, (ne(%r1, 0) ? 5 ... | pc 28   active 111 disable --- tokens -
// expect-stderr: b0 w0   28  line 22   mov %r3, cvt.s32(cvt.u8(e... | pc 29   active 111 disable --- tokens -
// expect-stderr: b0 w0   29  line 22   preRet 31                    | pc 30   active 111 disable --- tokens (call, 111, 31) ; push (call, 111, 31)
// expect-stderr: b0 w0   30  line 22   call f                       | pc 33   active 111 disable --- tokens (call, 111, 31)
// expect-stderr: b0 w0   33  line 11   mov %r4, %r0                 | pc 34   active 111 disable --- tokens (call, 111, 31)
// expect-stderr: b0 w0   34  line 12   mov %r5, ne(cvt.u8(ne(%r0... | pc 35   active 111 disable --- tokens (call, 111, 31)
// expect-stderr: b0 w0   35  line 12   ssy 42                       | pc 36   active 111 disable --- tokens (sync, 111, 42) (call, 111, 31) ; push (sync, 111, 42)
// expect-stderr: b0 w0   36  line 12   @!%r5 bra 39                 | pc 39   active 011 disable --- tokens (diverge, 100, 37) (sync, 111, 42) (call, 111, 31) ; push (diverge, 100, 37)
// expect-stderr: b0 w0   39  line 14   mov %r6, ne(%r3, 0)          | pc 40   active 011 disable --- tokens (diverge, 100, 37) (sync, 111, 42) (call, 111, 31)
// expect-stderr: b0 w0   40  line 15   @%r6 ret neg(1)              | pc 41   active 001 disable -r- tokens (diverge, 100, 37) (sync, 111, 42) (call, 111, 31) ; lane 1 disabled (return)
// expect-stderr: b0 w0   41  line 12   sync                         | pc 37   active 100 disable -r- tokens (sync, 111, 42) (call, 111, 31) ; pop diverge
// expect-stderr: b0 w0   37  line 13   mov %r4, sub(%r0, %r1)       | pc 38   active 100 disable -r- tokens (sync, 111, 42) (call, 111, 31)
// expect-stderr: b0 w0   38  line 12   bra 41                       | pc 41   active 100 disable -r- tokens (sync, 111, 42) (call, 111, 31)
// expect-stderr: b0 w0   41  line 12   sync                         | pc 42   active 101 disable -r- tokens (call, 111, 31) ; pop sync
// expect-stderr: b0 w0   42  line 16   ret div(%r4, %r2)            | pc 31   active 111 disable --- tokens - ; pop call, lane 1 re-enabled
// expect-stderr: b0 w0   31  line 22   st.s32 [ptradd(%r0, cvt.s... | pc 32   active 111 disable --- tokens -
// expect-stderr: b0 w0   32  line 19   exit                         | completed ; lanes 0,1,2 disabled (exit)
