// Out of bounds in a host global array: the table has 5 entries and the loop reads 6.
#include <stdio.h>
int table[5] = { 1, 1, 2, 3, 5 };
int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++)
    s += table[i];
  printf("%d\n", s);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-global\.cu:7:15: error: out-of-bounds read of 4 bytes in host memory at offset 20 of 'table' \(20 bytes\)
// expect-report: ^mem-oob-host-global\.cu:7:15: note: read by the host thread
// expect-report: ^mem-oob-host-global\.cu:3:5: note: 'table' \(20 bytes\) defined here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
