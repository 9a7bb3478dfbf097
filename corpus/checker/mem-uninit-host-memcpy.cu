// Uninitialised bytes travel with a copy: memcpy duplicates a half-filled buffer, and the
// program reads the unfilled half of the copy.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  int *a = (int *) malloc(8 * sizeof(int)), *b = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 4; i++)
    a[i] = i;
  memcpy(b, a, 8 * sizeof(int));
  printf("%d\n", b[3] + b[5] * 0);
  free(a);
  free(b);
  return 0;
}
//
// b[5] was copied from a[5], which was never written: the read of b[5] is reported.
// SPDX-License-Identifier: MIT
// expect: 3
// expect-exit: 1
// expect-report: ^mem-uninit-host-memcpy\.cu:11:26: error: uninitialized read of 4 bytes in host memory at offset 20 of an allocation of 32 bytes allocated at mem-uninit-host-memcpy\.cu:7:58
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
