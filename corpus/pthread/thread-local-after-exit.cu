// A thread returns the address of its own thread-local instance, which ends with the thread
// (C11 6.2.4p4): main's read through it after the join is a use after free, freed where the
// thread returned. (glibc may well still have the bytes there; the program is wrong anyway.)
#include <stdio.h>
#include <pthread.h>

__thread int mine = 3;

static void *work (void *arg)
{
  (void) arg;
  mine += 4;
  return &mine;
}

int main (void)
{
  pthread_t t;
  void *r;
  pthread_create (&t, NULL, work, NULL);
  pthread_join (t, &r);
  printf ("%d %d\n", mine, *(int *) r);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^thread-local-after-exit\.cu:22:28: error: use after free: read of 4 bytes at offset 0 of 'mine' \(4 bytes\), freed at thread-local-after-exit\.cu:13:3$
// expect-report: ^thread-local-after-exit\.cu:22:28: note: read by host thread 1 \(main\)$
// expect-report: ^thread-local-after-exit\.cu:7:14: note: 'mine' \(4 bytes\) defined here$
// expect-report: ^thread-local-after-exit\.cu:13:3: note: freed here$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
