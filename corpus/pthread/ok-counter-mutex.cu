// race-counter.cu with the mutex held around the increment: the unlock of one thread happens
// before the next lock of the other, so the checker finds nothing and the count is exact.
#include <stdio.h>
#include <pthread.h>

#define ITERATIONS 1000

static long counter = 0;
static pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;

static void *count_events(void *arg)
{
  (void) arg;
  for (int i = 0; i < ITERATIONS; i++) {
    pthread_mutex_lock(&counter_lock);
    counter++;
    pthread_mutex_unlock(&counter_lock);
  }
  return NULL;
}

int main(void)
{
  pthread_t t1, t2;
  pthread_create(&t1, NULL, count_events, NULL);
  pthread_create(&t2, NULL, count_events, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  printf("counter = %ld (expected %d)\n", counter, 2 * ITERATIONS);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: counter = 2000 (expected 2000)
