// The timed read-write locks: a writer's deadline passes while a reader holds the lock
// (ETIMEDOUT), another reader gets in at once, and a free lock is taken before any deadline.
#include <stdio.h>
#include <errno.h>
#include <time.h>
#include <pthread.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_barrier_t b;
static void *reader(void *a) { (void) a; pthread_rwlock_rdlock(&rw); pthread_barrier_wait(&b); pthread_barrier_wait(&b); pthread_rwlock_unlock(&rw); return NULL; }
int main(void) {
  struct timespec dl;
  clock_gettime(CLOCK_REALTIME, &dl);
  dl.tv_sec += 1;
  pthread_barrier_init(&b, NULL, 2);
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  pthread_barrier_wait(&b);
  int w = pthread_rwlock_timedwrlock(&rw, &dl);
  int r = pthread_rwlock_timedrdlock(&rw, &dl);
  printf("timedwrlock while read-locked: %s; timedrdlock: %d\n", w == ETIMEDOUT ? "ETIMEDOUT" : "other", r);
  pthread_rwlock_unlock(&rw);
  pthread_barrier_wait(&b);
  pthread_join(t, NULL);
  printf("timedwrlock when free: %d\n", pthread_rwlock_timedwrlock(&rw, &dl));
  pthread_rwlock_unlock(&rw);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: timedwrlock while read-locked: ETIMEDOUT; timedrdlock: 0
// expect: timedwrlock when free: 0
