// Recursion without end on the host.
#include <stdio.h>
int depth(int n) { return depth(n + 1) + 1; }
int main(void) {
  printf("%d\n", depth(0));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^recursion-host\.cu:3:27: error: stack overflow calling 'depth'
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
