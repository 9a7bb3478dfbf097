// corpus/host/host-loop-inc-trap.cu: a division by zero in a loop's increment, met when the
// host thread runs the loop's step, test and exit in one turn (issue 22, semantics/host-step.c's
// HK_STEP): reported at the increment's division (i is 3 then), as it is when each statement
// runs on its own; the sum printed before shows the iterations that ran.
// SPDX-License-Identifier: MIT
#include <stdio.h>
int main(int argc, char **argv) {
  (void) argv;
  int z = argc + 2, s = 0;
  for (int i = 0; i < 100; i += 10 / (z - i)) {
    s += i + 1;
    printf("%d\n", s);
  }
  return 0;
}
// expect: 1
// expect: 5
// expect-exit: 1
// expect-report: ^host-loop-inc-trap\.cu:10:30: error: integer division by zero
// expect-report: ^cudak: 1 error, 0 warnings
