// A cache whose lookup counts hits while holding only the read lock: several readers hold it at
// once, so their increments of the hit counter race (the read lock orders readers after writers,
// not after each other). The fix is an atomic counter, a spin lock or the write lock.
#include <stdio.h>
#include <pthread.h>

#define KEYS 8

static int cache[KEYS];
static long hits = 0;
static pthread_rwlock_t cache_lock = PTHREAD_RWLOCK_INITIALIZER;

static int lookup(int key)
{
  pthread_rwlock_rdlock(&cache_lock);
  int v = cache[key % KEYS];
  hits++;
  pthread_rwlock_unlock(&cache_lock);
  return v;
}

static void *client(void *arg)
{
  long sum = 0;
  for (int k = 0; k < 4; k++)
    sum += lookup(k + (int) (long) arg);
  return (void *) sum;
}

int main(void)
{
  for (int i = 0; i < KEYS; i++)
    cache[i] = i * 10;
  pthread_t a, b;
  pthread_create(&a, NULL, client, (void *) 0L);
  pthread_create(&b, NULL, client, (void *) 4L);
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  printf("sums %ld and %ld, %ld hits\n", (long) ra, (long) rb, hits);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: sums 60 and 220, 4 hits
// expect-exit: 1
// expect-report: ^race-write-under-rdlock\.cu:17:7: error: data race on host memory: write of 8 bytes at 'hits' conflicts with an earlier read by another host thread
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: previous read by host thread 3 \(start routine 'client'\)
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: write by host thread 2 \(start routine 'client'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-write-under-rdlock\.cu:17:7: error: data race on host memory: write of 8 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: previous write by host thread 2 \(start routine 'client'\)
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: write by host thread 3 \(start routine 'client'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-write-under-rdlock\.cu:17:7: error: data race on host memory: read of 8 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: previous write by host thread 3 \(start routine 'client'\)
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: read by host thread 2 \(start routine 'client'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: data-race reported 7 times \(6 repeats folded\)
// expect-report: ^race-write-under-rdlock\.cu:17:7: note: data-race reported 3 times \(2 repeats folded\)
// expect-report: ^cudak: 3 errors, 0 warnings; 8 repeats folded \(seed 0\)
