/* corpus/c/stdatomic.c: C11 <stdatomic.h> and _Atomic objects in C host code: four threads
 * count with atomic_fetch_add, `total += i` and `dsum += 0.5` on _Atomic objects (each one
 * atomic read-modify-write), set bits with a relaxed fetch_or, and take an atomic_flag spin
 * lock around a plain counter; a release store publishes a plain payload to an acquire load.
 * Every access is ordered or atomic: no race. Then compare-exchange (strong and weak, success
 * and failure), exchange, an atomic pointer and GNU's __atomic built-ins. gcc links it with
 * -latomic (the double); `gcc -c` is the compiler check. */
#include <stdio.h>
#include <stdatomic.h>
#include <pthread.h>

atomic_int hits;
_Atomic long total = 0;
_Atomic (double) dsum;
atomic_uint mask;
atomic_flag lock = ATOMIC_FLAG_INIT;
int guarded;
int payload;
atomic_bool ready;
int *_Atomic pp;

static void *work (void *arg)
{
  int id = (int) (long) arg;
  for (int i = 0; i < 100; i++)
    {
      atomic_fetch_add (&hits, 1);
      total += i;
      dsum += 0.5;
      atomic_fetch_or_explicit (&mask, 1u << id, memory_order_relaxed);
      while (atomic_flag_test_and_set (&lock))
        ;
      guarded++;
      atomic_flag_clear (&lock);
    }
  hits++;
  --hits;
  return NULL;
}

static void *consumer (void *arg)
{
  (void) arg;
  while (!atomic_load_explicit (&ready, memory_order_acquire))
    ;
  printf ("payload %d\n", payload);
  return NULL;
}

int main (void)
{
  pthread_t t[4], c;
  pthread_create (&c, NULL, consumer, NULL);
  payload = 42;
  atomic_store_explicit (&ready, 1, memory_order_release);
  for (long i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, work, (void *) i);
  for (int i = 0; i < 4; i++)
    pthread_join (t[i], NULL);
  pthread_join (c, NULL);
  int expected = 400, seen;
  _Bool ok = atomic_compare_exchange_strong (&hits, &expected, 7);
  seen = expected;
  expected = 1;
  _Bool ok2 = atomic_compare_exchange_weak (&hits, &expected, 9);
  unsigned old = atomic_exchange (&mask, 0u);
  printf ("hits %d total %ld dsum %.1f mask %x guarded %d\n", atomic_load (&hits), (long) total,
          (double) dsum, old, guarded);
  printf ("cas %d %d %d %d lockfree %d %d\n", ok, seen, ok2, expected, atomic_is_lock_free (&hits),
          ATOMIC_INT_LOCK_FREE);
  int arr[4];
  pp = arr;
  printf ("ptr step %d\n", (int) ((char *) __atomic_add_fetch (&pp, 4, __ATOMIC_SEQ_CST) - (char *) arr));
  printf ("sub_fetch %d\n", __atomic_sub_fetch (&hits, 2, __ATOMIC_RELAXED));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: payload 42
// expect: hits 7 total 19800 dsum 200.0 mask f guarded 400
// expect: cas 1 400 0 7 lockfree 1 2
// expect: ptr step 4
// expect: sub_fetch 5
