// corpus/checker/mem-oob-host-fused-store.cu: an element-wise loop that the host thread runs in
// a loop of its own (issue 22, semantics/host-step.c's HO_LOOP: a load, a product, a store, the
// step) writes one element past the end of its output: the write is reported where it happens,
// as when each statement runs on its own, and ends the program.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  (void) argv;
  int n = 15 + argc, m = n + 1;
  float *a = (float *) malloc(m * sizeof(float)), *c = (float *) malloc(n * sizeof(float));
  for (int i = 0; i < m; i++)
    a[i] = (float) i;
  for (int i = 0; i < n; i++)
    c[i] = a[i] * a[i];
  printf("%g\n", c[n - 1]);
  for (int i = 0; i < m; i++)       /* c[n] lies past the end */
    c[i] = a[i] * a[i];
  printf("%g\n", c[n - 1]);
  free(a);
  free(c);
  return 0;
}
// expect: 225
// expect-exit: 1
// expect-report: ^mem-oob-host-fused-store\.cu:18:10: error: out-of-bounds write of 4 bytes in host memory at offset 64 of an allocation of 64 bytes allocated at mem-oob-host-fused-store\.cu:11:66
// expect-report: ^mem-oob-host-fused-store\.cu:18:10: note: write by the host thread
// expect-report: ^mem-oob-host-fused-store\.cu:11:66: note: 64 bytes allocated here by malloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error while 2 heap blocks were still allocated
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
