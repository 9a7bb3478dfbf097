// A thread-local variable is private only as long as its address stays in its thread: main
// publishes the address of its own instance, a worker updates it through the pointer while
// main updates it directly, and nothing orders the two. The worker's own `counter++` touches
// its own instance: no race there.
#include <stdio.h>
#include <pthread.h>

__thread int counter;
int *published;

static void *work (void *arg)
{
  (void) arg;
  counter++;
  *published += 1;
  return NULL;
}

int main (void)
{
  pthread_t t;
  published = &counter;
  pthread_create (&t, NULL, work, NULL);
  counter += 2;
  pthread_join (t, NULL);
  printf ("%d\n", counter);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3
// expect-exit: 1
// expect-report: ^thread-local-race\.cu:15:14: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^thread-local-race\.cu:24:11: note: previous write by host thread 1 \(main\)
// expect-report: ^thread-local-race\.cu:15:14: note: read by host thread 2 \(start routine 'work'\)
// expect-report: ^thread-local-race\.cu:15:14: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^thread-local-race\.cu:24:11: note: previous write by host thread 1 \(main\)
// expect-report: ^thread-local-race\.cu:15:14: note: write by host thread 2 \(start routine 'work'\)
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
