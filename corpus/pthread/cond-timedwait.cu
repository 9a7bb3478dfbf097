// pthread_cond_timedwait with a deadline: the first wait is signalled by a worker and returns 0;
// the second has nobody to signal it and returns ETIMEDOUT with the mutex locked again.
#include <stdio.h>
#include <errno.h>
#include <time.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready = 0;

static void *notifier(void *arg)
{
  (void) arg;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void)
{
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, notifier, NULL);
  int rc = 0;
  while (!ready && rc == 0)
    rc = pthread_cond_timedwait(&cv, &m, &deadline);
  printf("first wait: %s, ready = %d\n", rc == 0 ? "signalled" : "timed out", ready);
  rc = pthread_cond_timedwait(&cv, &m, &deadline);
  printf("second wait: %s\n", rc == ETIMEDOUT ? "ETIMEDOUT" : "signalled");
  printf("the mutex is held again: %d\n", pthread_mutex_trylock(&m) == EBUSY);
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: first wait: signalled, ready = 1
// expect: second wait: ETIMEDOUT
// expect: the mutex is held again: 1
