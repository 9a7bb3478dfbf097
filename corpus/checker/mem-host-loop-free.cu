// The host thread's loads and stores run through a loop of their own (semantics/host-step.c,
// issue 22) that remembers the allocations its last accesses passed the checks in: a free() in
// the middle of a loop that reads two arrays must still make the next read of the freed one a
// use after free, reported at the first such read, and the other array's reads stay clean.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *a = (int *) malloc(8 * sizeof(int)), *b = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++) {
    a[i] = i;
    b[i] = 10 * i;
  }
  int s = 0;
  for (int i = 0; i < 8; i++) {
    s += a[i] * b[i];
    if (i == 3)
      free(a);
  }
  printf("%d\n", s);
  free(b);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-host-loop-free\.cu:15:11: error: use after free: read of 4 bytes at offset 16 of an allocation of 32 bytes allocated at mem-host-loop-free\.cu:8:20, freed at mem-host-loop-free\.cu:17:7
// expect-report: ^mem-host-loop-free\.cu:15:11: note: read by the host thread
// expect-report: ^mem-host-loop-free\.cu:8:20: note: 32 bytes allocated here by malloc
// expect-report: ^mem-host-loop-free\.cu:17:7: note: freed here
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error while 1 heap block was still allocated
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
