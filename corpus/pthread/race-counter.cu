// Two threads count events into one shared counter without a lock: counter++ is a read and a
// write, and the two threads' read-modify-writes interleave. The checker names both threads
// and both sites; ok-counter-mutex.cu is the same program with the mutex held.
#include <stdio.h>
#include <pthread.h>

#define ITERATIONS 1000

static long counter = 0;

static void *count_events(void *arg)
{
  (void) arg;
  for (int i = 0; i < ITERATIONS; i++)
    counter++;
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
// expect: counter = 1000 (expected 2000)
// expect-exit: 1
// expect-report: ^race-counter\.cu:15:12: error: data race on host memory: write of 8 bytes at 'counter' conflicts with an earlier read by another host thread
// expect-report: ^race-counter\.cu:15:12: note: previous read by host thread 3 \(start routine 'count_events'\)
// expect-report: ^race-counter\.cu:15:12: note: write by host thread 2 \(start routine 'count_events'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-counter\.cu:15:12: error: data race on host memory: write of 8 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^race-counter\.cu:15:12: note: previous write by host thread 2 \(start routine 'count_events'\)
// expect-report: ^race-counter\.cu:15:12: note: write by host thread 3 \(start routine 'count_events'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-counter\.cu:15:12: error: data race on host memory: read of 8 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^race-counter\.cu:15:12: note: previous write by host thread 3 \(start routine 'count_events'\)
// expect-report: ^race-counter\.cu:15:12: note: read by host thread 2 \(start routine 'count_events'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-counter\.cu:15:12: note: data-race reported 1999 times \(1998 repeats folded\)
// expect-report: ^race-counter\.cu:15:12: note: data-race reported 999 times \(998 repeats folded\)
// expect-report: ^cudak: 3 errors, 0 warnings; 2996 repeats folded \(seed 0\)
