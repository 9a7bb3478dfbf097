/* corpus/c/threads-race.c: two C11 threads increment a plain counter: the race is reported with
 * both sites and the threads named after their functions (not after the start routine that
 * <threads.h> runs them in). */
#include <stdio.h>
#include <threads.h>

int counter;

static int bump (void *arg)
{
  (void) arg;
  for (int i = 0; i < 3; i++)
    counter++;
  return 0;
}

int main (void)
{
  thrd_t t[2];
  for (int i = 0; i < 2; i++)
    thrd_create (&t[i], bump, NULL);
  for (int i = 0; i < 2; i++)
    thrd_join (t[i], NULL);
  printf ("%d\n", counter);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: 6
// expect-exit: 1
// expect-report: ^threads-race\.c:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread$
// expect-report: ^threads-race\.c:13:12: note: previous write by host thread 2 \(start routine 'bump'\)$
// expect-report: ^threads-race\.c:13:12: note: read by host thread 3 \(start routine 'bump'\)
// expect-report: ^threads-race\.c:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread$
// expect-report: ^threads-race\.c:13:12: note: previous write by host thread 2 \(start routine 'bump'\)$
// expect-report: ^threads-race\.c:13:12: note: write by host thread 3 \(start routine 'bump'\)
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)$
