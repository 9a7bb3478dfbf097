// Out of bounds in a host global array: a write through a pointer one past a static array.
#include <stdio.h>
static double acc[3];
static void put(double *p, int k, double v) {
  p[k] = v;
}
int main(void) {
  for (int k = 1; k <= 3; k++)
    put(acc, k, 0.5 * k);
  printf("%g\n", acc[1] + acc[2]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-global-write\.cu:5:8: error: out-of-bounds write of 8 bytes in host memory at offset 24 of 'acc' \(24 bytes\)
// expect-report: ^mem-oob-host-global-write\.cu:5:8: note: write by the host thread
// expect-report: ^mem-oob-host-global-write\.cu:3:15: note: 'acc' \(24 bytes\) defined here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
