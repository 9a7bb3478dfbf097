// A write to a string literal on the host.
#include <stdio.h>
int main(void) {
  char *s = (char *)"hello";
  s[0] = 'j';
  printf("%s\n", s);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^string-literal-write-host\.cu:5:8: error: write of 1 byte to read-only host memory at offset 0 of 'string literal' \(6 bytes\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
