// Double free on the host heap: two owners free the same buffer.
#include <stdio.h>
#include <stdlib.h>
static void release(int *p) {
  free(p);
}
int main(void) {
  int *buf = (int *) malloc(16 * sizeof(int));
  int *alias = buf;
  buf[0] = 3;
  printf("%d\n", alias[0]);
  release(buf);
  release(alias);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3
// expect-exit: 1
// expect-report: ^mem-double-free\.cu:5:3: error: double free: 'free' of an allocation of 64 bytes allocated at mem-double-free\.cu:8:22, which was already freed
// expect-report: ^mem-double-free\.cu:8:22: note: 64 bytes allocated here by malloc
// expect-report: ^mem-double-free\.cu:5:3: note: first freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
