// An off-by-one loop over two host arrays (the product's inner loop of a benchmark harness):
// the host thread's loads run through a loop that remembers the allocations they passed the
// checks in (semantics/host-step.c, issue 22); the read one past the end of either array is
// still out of bounds, reported at its first occurrence.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  float *a = (float *) malloc(8 * sizeof(float)), *b = (float *) malloc(9 * sizeof(float));
  for (int i = 0; i < 9; i++) {
    if (i < 8)
      a[i] = (float) i;
    b[i] = 0.5f * (float) i;
  }
  float acc = 0.0f;
  for (int k = 0; k <= 8; k++)
    acc += b[k] * a[k];
  printf("%g\n", acc);
  free(a);
  free(b);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-loop\.cu:16:20: error: out-of-bounds read of 4 bytes in host memory at offset 32 of an allocation of 32 bytes allocated at mem-oob-host-loop\.cu:8:24
// expect-report: ^mem-oob-host-loop\.cu:16:20: note: read by the host thread
// expect-report: ^mem-oob-host-loop\.cu:8:24: note: 32 bytes allocated here by malloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error while 2 heap blocks were still allocated
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
