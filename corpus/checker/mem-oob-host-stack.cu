// Out of bounds on the host stack: an index taken from the command line count goes one past a
// local array.
#include <stdio.h>
int main(int argc, char **argv) {
  int a[4] = { 1, 2, 3, 4 };
  int i = argc + 3;
  (void) argv;
  printf("%d\n", a[0]);
  a[i] = 5;
  printf("%d\n", a[3]);
  return 0;
}
//
// a[4] is 16 bytes into the 16-byte array 'a': on a real stack the store lands in whatever the
// frame holds next; cudak leaves a redzone after each local array, refuses the store there and
// stops the program, so the second printf never runs.
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^mem-oob-host-stack\.cu:9:8: error: out-of-bounds write of 4 bytes in host memory at offset 16 of 'a' \(16 bytes\)
