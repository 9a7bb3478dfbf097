/* corpus/c/thread-local.c: C11 _Thread_local and GNU __thread in a C program: one instance per
 * thread, each starting from the initializer (not from main's value at the time), at file
 * scope and as a static local, scalars, a struct and a double. */
#include <stdio.h>
#include <pthread.h>

_Thread_local int counter = 10;
static __thread double weight = 0.5;
_Thread_local struct { int n; char tag[8]; } info = { 1, "init" };
int snapshot[2];

static void *run (void *arg)
{
  int id = (int) (long) arg;
  for (int i = 0; i <= id; i++)
    counter += 5;
  weight *= id + 2;
  info.n += id;
  info.tag[0] = 'A' + id;
  static _Thread_local int seen;
  seen += id + 1;
  snapshot[id] = counter * 100 + info.n * 10 + seen;
  printf ("thread %d: counter %d weight %.2f info %d %s seen %d\n", id, counter, weight, info.n,
          info.tag, seen);
  return NULL;
}

int main (void)
{
  pthread_t t;
  counter = 99;
  for (long i = 0; i < 2; i++)
    {
      pthread_create (&t, NULL, run, (void *) i);
      pthread_join (t, NULL);
    }
  printf ("main: counter %d weight %.2f info %d %s\n", counter, weight, info.n, info.tag);
  printf ("snapshots %d %d\n", snapshot[0], snapshot[1]);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: thread 0: counter 15 weight 1.00 info 1 Anit seen 1
// expect: thread 1: counter 20 weight 1.50 info 2 Bnit seen 2
// expect: main: counter 99 weight 0.50 info 1 init
// expect: snapshots 1511 2022
