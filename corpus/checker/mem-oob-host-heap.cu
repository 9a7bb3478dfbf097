// Out of bounds on the host heap: the loop writes one element past a malloc'd array.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 10;
  int *a = (int *) malloc(n * sizeof(int));
  for (int i = 0; i <= n; i++)
    a[i] = i;
  printf("%d\n", a[n - 1]);
  /* no free: the program stops at the error above */
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-heap\.cu:8:10: error: out-of-bounds write of 4 bytes in host memory at offset 40 of an allocation of 40 bytes allocated at mem-oob-host-heap\.cu:6:20
// expect-report: ^mem-oob-host-heap\.cu:8:10: note: write by the host thread
// expect-report: ^mem-oob-host-heap\.cu:6:20: note: 40 bytes allocated here by malloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
