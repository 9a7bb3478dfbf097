// Joining a thread twice: the first join releases the thread's resources, so the second one is
// undefined behaviour (glibc may crash or hang). cudak reports it and returns ESRCH.
#include <stdio.h>
#include <errno.h>
#include <pthread.h>

static void *square(void *arg)
{
  long x = (long) arg;
  return (void *) (x * x);
}

int main(void)
{
  pthread_t t;
  void *r = NULL;
  pthread_create(&t, NULL, square, (void *) 12L);
  int rc1 = pthread_join(t, &r);
  printf("first join: %d, result %ld\n", rc1, (long) r);
  int rc2 = pthread_join(t, &r);
  printf("second join: %s\n", rc2 == ESRCH ? "ESRCH" : "other");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: first join: 0, result 144
// expect: second join: ESRCH
// expect-exit: 1
// expect-report: ^join-twice\.cu:20:13: error: pthread_join of host thread 2 \('square'\), which was already joined \(undefined behaviour: its resources are gone\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
