/* corpus/c/atomic-relaxed-race.c: message passing through a relaxed atomic flag orders nothing
 * (C11 5.1.2.4): the consumer may see the flag and still read the payload before the producer's
 * write is visible to it. stdatomic.c does the same with release/acquire, which is clean. */
#include <stdio.h>
#include <stdatomic.h>
#include <pthread.h>

int payload;
atomic_int ready;

static void *consumer (void *arg)
{
  (void) arg;
  while (!atomic_load_explicit (&ready, memory_order_relaxed))
    ;
  printf ("payload %d\n", payload);
  return NULL;
}

int main (void)
{
  pthread_t c;
  pthread_create (&c, NULL, consumer, NULL);
  payload = 42;
  atomic_store_explicit (&ready, 1, memory_order_relaxed);
  pthread_join (c, NULL);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: payload 42
// expect-exit: 1
// expect-report: ^atomic-relaxed-race\.c:16:27: error: data race on host memory: read of 4 bytes at 'payload' conflicts with an earlier write by another host thread$
// expect-report: ^atomic-relaxed-race\.c:24:11: note: previous write by host thread 1 \(main\)$
// expect-report: ^atomic-relaxed-race\.c:16:27: note: read by host thread 2 \(start routine 'consumer'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
