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
// a[4] is 16 bytes into the 16-byte array 'a': the store lands in whatever the stack frame holds
// next, and cudak says nothing (and a[3] still prints 4).
// xfail: no report: an out-of-bounds store into the next host stack variable goes unseen (stack variables have no gap or shadow between them; interp/ host frame layout and checker/memcheck.c; issue 6)
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^mem-oob-host-stack\.cu:9:8: error: out-of-bounds write of 4 bytes in host memory at offset 16 of 'a' \(16 bytes\)
