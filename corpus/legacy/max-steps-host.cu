// --max-steps bounds host code too (issue 18): a host loop that never ends (the Collatz walk
// forgets that 1 is reached, so it cycles 1 -> 4 -> 2 -> 1) is stopped and reported at the
// loop, with the program ended, instead of hanging until the test harness kills it.
// cudak-args: --max-steps=100000
#include <stdio.h>

static int collatz_steps(unsigned n) {
  int steps = 0;
  while (n != 0) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

int main(void) {
  printf("start\n");
  fflush(stdout);
  printf("%d\n", collatz_steps(27));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: start
// expect-exit: 1
// expect-report: ^max-steps-host\.cu:\d+:\d+: error: no progress in host code: the host thread is still running
// expect-report: ^max-steps-host\.cu:\d+:\d+: note: the host thread spins in a loop
// expect-report: ^cudak: note: the host thread did not finish within --max-steps=100000 statements$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
