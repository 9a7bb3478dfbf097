// pthread_mutex_timedlock: with the mutex held by a thread that waits for us, the deadline
// passes and it returns ETIMEDOUT; free, it locks at once; a malformed deadline is EINVAL.
#include <stdio.h>
#include <errno.h>
#include <time.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t b;
static void *holder(void *a) { (void) a; pthread_mutex_lock(&m); pthread_barrier_wait(&b); pthread_barrier_wait(&b); pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  struct timespec dl;
  clock_gettime(CLOCK_REALTIME, &dl);
  dl.tv_sec += 1;
  pthread_barrier_init(&b, NULL, 2);
  pthread_t t;
  pthread_create(&t, NULL, holder, NULL);
  pthread_barrier_wait(&b);
  int rc = pthread_mutex_timedlock(&m, &dl);
  printf("timedlock while held: %s\n", rc == ETIMEDOUT ? "ETIMEDOUT" : "other");
  pthread_barrier_wait(&b);
  pthread_join(t, NULL);
  rc = pthread_mutex_timedlock(&m, &dl);
  printf("timedlock when free: %d\n", rc);
  pthread_mutex_unlock(&m);
  dl.tv_nsec = -1;
  pthread_mutex_lock(&m);
  printf("bad deadline, held by me (default type): %s\n", pthread_mutex_timedlock(&m, &dl) == EINVAL ? "EINVAL" : "other");
  pthread_mutex_unlock(&m);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: timedlock while held: ETIMEDOUT
// expect: timedlock when free: 0
// expect: bad deadline, held by me (default type): EINVAL
