// Each thread checks that the pthread_t main stored for it is its own (the store happens before
// the thread starts, so this is no race), and the last thread through the barrier destroys it
// at once: destroy waits until the others have left, as glibc's does.
#include <stdio.h>
#include <pthread.h>
static pthread_t tids[3];
static pthread_barrier_t b;
static void *w(void *a) {
  long i = (long) a;
  int me = pthread_equal(tids[i], pthread_self());
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD) {
    printf("destroy: %d\n", pthread_barrier_destroy(&b));
  }
  return (void *) (long) me;
}
int main(void) {
  pthread_barrier_init(&b, NULL, 3);
  for (long i = 0; i < 3; i++) pthread_create(&tids[i], NULL, w, (void *) i);
  long sum = 0;
  for (int i = 0; i < 3; i++) { void *r; pthread_join(tids[i], &r); sum += (long) r; }
  printf("threads that found their own id: %ld\n", sum);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: destroy: 0
// expect: threads that found their own id: 3
