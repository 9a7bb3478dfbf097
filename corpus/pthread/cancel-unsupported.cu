// A watchdog cancels a worker that runs too long: cancellation is not modelled, so the call is
// an error naming it at build time rather than a silent no-op.
#include <stdio.h>
#include <pthread.h>

static void *spin(void *arg)
{
  volatile int *stop = (volatile int *) arg;
  while (!*stop)
    ;
  return NULL;
}

int main(void)
{
  int stop = 0;
  pthread_t worker;
  pthread_create(&worker, NULL, spin, &stop);
  pthread_cancel(worker);
  pthread_join(worker, NULL);
  printf("worker cancelled\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^cancel-unsupported\.cu:19:3: error: unsupported: 'pthread_cancel' is not implemented by cudak
