// corpus/simt/bug-trace-file-stdout.cu: --trace-file=/dev/stdout must add the trace to the
// program's own stdout, in order, also when stdout is a regular file (as under the corpus
// runner); opening it anew truncates the file and writes over the program's output.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void one(int *r)
{
  *r = 42;
}

int main(void)
{
  int h, *r;
  printf("before the launch\n");
  cudaMalloc(&r, sizeof h);
  one<<<1, 1>>>(r);
  cudaMemcpy(&h, r, sizeof h, cudaMemcpyDeviceToHost);
  printf("r = %d\n", h);
  cudaFree(r);
  return 0;
}
// cudak-args: --trace=warp --trace-file=/dev/stdout
// expect: before the launch
// expect: # --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28
// expect: #   characters), then the state after it: the next pc, the active mask and the disable
// expect: #   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the
// expect: #   token stack top first, (type, mask, pc); then what the step did.
// expect: b0 w0   19  line 10   st.s32 [%r0], 42             | pc 20   active 1 disable - tokens -
// expect: b0 w0   20  line 8    exit                         | completed ; lane 0 disabled (exit)
// expect: r = 42
