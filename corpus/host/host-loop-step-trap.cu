// corpus/host/host-loop-step-trap.cu: a division by zero in a loop's test, met when the host
// thread runs the loop's step, test and exit in one turn (issue 22, semantics/host-step.c's
// HK_STEP): reported at the test's division, in its fourth evaluation, as it is when each
// statement runs on its own; the program ends there.
// SPDX-License-Identifier: MIT
#include <stdio.h>
int main(int argc, char **argv) {
  (void) argv;
  int z = argc + 2, s = 0;
  for (int i = 0; i < 10 / (z - i); i++)
    s += i;
  printf("%d\n", s);
  return 0;
}
// expect-exit: 1
// expect-report: ^host-loop-step-trap\.cu:10:21: error: integer division by zero
// expect-report: ^cudak: 1 error, 0 warnings
