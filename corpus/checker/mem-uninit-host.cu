// Uninitialised read of host malloc memory: the sum reads an element that was never written.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *v = (int *) malloc(5 * sizeof(int));
  for (int i = 0; i < 4; i++)
    v[i] = i;
  int s = 0;
  for (int i = 0; i < 5; i++)
    s += v[i];
  printf("%d\n", s > 0);
  free(v);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^mem-uninit-host\.cu:10:11: error: uninitialized read of 4 bytes in host memory at offset 16 of an allocation of 20 bytes allocated at mem-uninit-host\.cu:5:20
// expect-report: ^mem-uninit-host\.cu:10:11: note: read by the host thread
// expect-report: ^mem-uninit-host\.cu:5:20: note: 20 bytes allocated here by malloc
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
