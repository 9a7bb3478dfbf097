/* corpus/c/atomic-fences.c: C11 fences (7.17.4) around relaxed atomics publish plain data: a
 * release fence before a relaxed store, read by a relaxed load followed by an acquire fence
 * (payload), and a release fence read by an acquire load (more). No race; without the fences it
 * would be one (atomic-relaxed-race.c). */
#include <stdio.h>
#include <stdatomic.h>
#include <pthread.h>

int payload, more;
atomic_int ready, ready2;

static void *consumer (void *arg)
{
  (void) arg;
  while (!atomic_load_explicit (&ready, memory_order_relaxed))
    ;
  atomic_thread_fence (memory_order_acquire);
  printf ("payload %d\n", payload);
  while (!atomic_load_explicit (&ready2, memory_order_acquire))
    ;
  printf ("more %d\n", more);
  return NULL;
}

int main (void)
{
  pthread_t c;
  pthread_create (&c, NULL, consumer, NULL);
  payload = 42;
  atomic_thread_fence (memory_order_release);
  atomic_store_explicit (&ready, 1, memory_order_relaxed);
  more = 7;
  atomic_thread_fence (memory_order_seq_cst);
  atomic_store_explicit (&ready2, 1, memory_order_relaxed);
  atomic_signal_fence (memory_order_seq_cst);
  pthread_join (c, NULL);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: payload 42
// expect: more 7
