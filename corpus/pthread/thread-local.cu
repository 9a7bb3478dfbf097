// Thread-local storage: each host thread has its own instance of a `__thread` or
// `thread_local` variable, initialised from its initializer (not from main's current value),
// at file scope, as a static local and through its address; the threads update their own
// instances concurrently without any lock, which is no race.
#include <stdio.h>
#include <pthread.h>

static __thread int calls;
thread_local int depth = 7;
thread_local int arr[3] = { 1, 2, 3 };
extern __thread int calls;
int total;
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;

static int *my_calls (void)
{
  return &calls;   /* the calling thread's instance */
}

static int next_ticket (void)
{
  static thread_local int ticket = 100;
  return ticket++;
}

static void *work (void *arg)
{
  int id = *(int *) arg;
  for (int i = 0; i < 5 + id; i++)
    calls++;
  depth += id;
  arr[id % 3] += 10 * id;
  *my_calls () += 1000;
  int t1 = next_ticket ();
  int t2 = next_ticket ();
  pthread_mutex_lock (&mu);
  total += calls;
  pthread_mutex_unlock (&mu);
  int *r = (int *) arg;
  *r = calls * 1000 + depth * 100 + arr[0] + arr[1] + arr[2] + t1 + t2;
  return NULL;
}

int main (void)
{
  pthread_t t[3];
  int res[3] = { 1, 2, 3 };
  calls = 50;
  depth = 70;
  (void) next_ticket ();
  for (int i = 0; i < 3; i++)
    pthread_create (&t[i], NULL, work, &res[i]);
  for (int i = 0; i < 3; i++)
    pthread_join (t[i], NULL);
  for (int i = 0; i < 3; i++)
    printf ("thread %d: %d\n", i + 1, res[i]);
  printf ("main: calls %d depth %d arr %d %d %d ticket %d total %d\n", calls, depth, arr[0], arr[1],
          arr[2], next_ticket (), total);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: thread 1: 1007017
// expect: thread 2: 1008127
// expect: thread 3: 1009237
// expect: main: calls 50 depth 70 arr 1 2 3 ticket 101 total 3021
