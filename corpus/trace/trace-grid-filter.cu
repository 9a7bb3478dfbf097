// corpus/trace/trace-grid-filter.cu: --trace=...:grid=G keeps the trace of one kernel launch, G
// counted from 0 in launch order. Three launches, the first and the third of the same kernel;
// grid=2 selects the third: its scheduler lines and its warp rows, and nothing of the first two
// (whose rows for fill are the same). A filter leaves out the accesses of the host too.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void fill(int *r, int v)
{
  r[threadIdx.x] = v;
}

__global__ void twice(int *r)
{
  r[threadIdx.x] *= 2;
}

int main(void)
{
  int h, *r;
  cudaMalloc(&r, sizeof h);
  fill<<<1, 1>>>(r, 1);
  twice<<<1, 1>>>(r);
  fill<<<1, 1>>>(r, 3);
  cudaMemcpy(&h, r, sizeof h, cudaMemcpyDeviceToHost);
  printf("r = %d\n", h);
  cudaFree(r);
  return 0;
}
// cudak-args: --trace=warp,sched:grid=2
// expect: r = 3
// expect-stderr: sched: grid 2 block 0 issued to SM 0
// expect-stderr: sched: grid 2 rr picks b0 w0 of b0 w0
// expect-stderr: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect-stderr: #   characters), then the state after it: the next pc, the active mask and the disable
// expect-stderr: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect-stderr: #   token stack top first, (type, mask, pc); then what the step did.
// expect-stderr: b0 w0   34  line 11   st.s32 [ptradd(%r0, cvt.s... | pc 35   active 1 disable - tokens -
// expect-stderr: sched: grid 2 rr picks b0 w0 of b0 w0
// expect-stderr: b0 w0   35  line 9    exit                         | completed ; lane 0 disabled (exit)
// expect-stderr: sched: grid 2 block 0 completed
