// A thread unlocks a default mutex that another thread holds: undefined behaviour that glibc
// lets pass (the mutex is simply released), so the critical section it protected is open.
#include <stdio.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t locked;

static void *intruder(void *arg)
{
  (void) arg;
  pthread_barrier_wait(&locked);
  int rc = pthread_mutex_unlock(&m);
  printf("intruder's unlock returned %d\n", rc);
  return NULL;
}

int main(void)
{
  pthread_t t;
  pthread_barrier_init(&locked, NULL, 2);
  pthread_create(&t, NULL, intruder, NULL);
  pthread_mutex_lock(&m);
  pthread_barrier_wait(&locked);
  pthread_join(t, NULL);
  printf("trylock after the intruder's unlock: %d\n", pthread_mutex_trylock(&m));
  pthread_mutex_unlock(&m);
  pthread_barrier_destroy(&locked);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: intruder's unlock returned 0
// expect: trylock after the intruder's unlock: 0
// expect-exit: 1
// expect-report: ^unlock-not-owner\.cu:13:12: error: pthread_mutex_unlock of mutex 'm' by host thread 2 \('intruder'\), which does not hold it \(host thread 1 \('main'\) does\): undefined behaviour
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
