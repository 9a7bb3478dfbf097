// Out of bounds on the host stack: reading a local array at index -1.
#include <stdio.h>
static int pick(const int *v, int k) {
  return v[k];
}
int main(void) {
  int v[3] = { 7, 8, 9 };
  int s = 0;
  for (int k = 2; k >= -1; k--)
    s += pick(v, k);
  printf("%d\n", s);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-stack-read\.cu:4:11: error: invalid read of 4 bytes at address 0x[0-9a-f]+: no allocation there
// expect-report: ^mem-oob-host-stack-read\.cu:4:11: note: read by the host thread
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
