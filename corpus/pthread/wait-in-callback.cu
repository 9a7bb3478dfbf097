// A qsort comparator that takes a mutex another thread holds: the C library runs the comparator
// to its end before any other thread may run, so the wait could never end; cudak says so as an
// 'unsupported:' error instead of hanging.
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t b;
static int cmp(const void *x, const void *y) {
  pthread_mutex_lock(&m);
  int r = *(const int *) x - *(const int *) y;
  pthread_mutex_unlock(&m);
  return r;
}
static void *holder(void *a) { (void) a; pthread_mutex_lock(&m); pthread_barrier_wait(&b); pthread_barrier_wait(&b); pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  int v[4] = { 3, 1, 2, 0 };
  pthread_t t;
  pthread_barrier_init(&b, NULL, 2);
  pthread_create(&t, NULL, holder, NULL);
  pthread_barrier_wait(&b);
  qsort(v, 4, sizeof v[0], cmp);
  pthread_barrier_wait(&b);
  pthread_join(t, NULL);
  printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^wait-in-callback\.cu:10:3: error: unsupported: a call that waits for another host thread \(pthread_mutex_lock of mutex 'm', held by host thread 2 \('holder'\)\) inside 'cmp', which the C library calls back
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
