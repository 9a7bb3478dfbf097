// A lookup table shared by reader threads and one writer under a read-write lock: readers hold
// it together, the writer alone; each reader checks that the table is never half-updated.
// Spin locks guard the per-reader statistics, and the error codes of misuse are printed.
#include <stdio.h>
#include <errno.h>
#include <pthread.h>

#define SIZE 16
#define READERS 3
#define ROUNDS 5

static int table[SIZE];
static int version = 0;
static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static pthread_spinlock_t stats_lock;
static int lookups = 0, torn = 0;

static void *reader(void *arg)
{
  (void) arg;
  for (int r = 0; r < ROUNDS; r++) {
    pthread_rwlock_rdlock(&table_lock);
    int first = table[0];
    int consistent = 1;
    for (int i = 1; i < SIZE; i++)
      consistent &= table[i] == first + i;
    pthread_rwlock_unlock(&table_lock);
    pthread_spin_lock(&stats_lock);
    lookups++;
    torn += !consistent;
    pthread_spin_unlock(&stats_lock);
  }
  return NULL;
}

static void *writer(void *arg)
{
  (void) arg;
  for (int r = 0; r < ROUNDS; r++) {
    pthread_rwlock_wrlock(&table_lock);
    version++;
    for (int i = 0; i < SIZE; i++)
      table[i] = 100 * version + i;
    pthread_rwlock_unlock(&table_lock);
  }
  return NULL;
}

int main(void)
{
  for (int i = 0; i < SIZE; i++)
    table[i] = i;
  pthread_spin_init(&stats_lock, PTHREAD_PROCESS_PRIVATE);
  pthread_t readers[READERS], w;
  for (int i = 0; i < READERS; i++)
    pthread_create(&readers[i], NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  for (int i = 0; i < READERS; i++)
    pthread_join(readers[i], NULL);
  pthread_join(w, NULL);
  printf("%d lookups, %d torn, table version %d, table[5] = %d\n", lookups, torn, version,
         table[5]);

  pthread_rwlock_rdlock(&table_lock);
  printf("trywrlock while reading: %s\n", pthread_rwlock_trywrlock(&table_lock) == EBUSY ? "EBUSY" : "?");
  printf("a second read lock: %d\n", pthread_rwlock_tryrdlock(&table_lock));
  pthread_rwlock_unlock(&table_lock);
  pthread_rwlock_unlock(&table_lock);
  pthread_rwlock_wrlock(&table_lock);
  printf("rdlock while writing: %s\n", pthread_rwlock_rdlock(&table_lock) == EDEADLK ? "EDEADLK" : "?");
  pthread_rwlock_unlock(&table_lock);
  printf("destroy: %d\n", pthread_rwlock_destroy(&table_lock));
  int first = pthread_spin_trylock(&stats_lock);
  int again = pthread_spin_trylock(&stats_lock);
  printf("spin trylock: %d, again: %s\n", first, again == EBUSY ? "EBUSY" : "?");
  pthread_spin_unlock(&stats_lock);
  pthread_spin_destroy(&stats_lock);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 15 lookups, 0 torn, table version 5, table[5] = 505
// expect: trywrlock while reading: EBUSY
// expect: a second read lock: 0
// expect: rdlock while writing: EDEADLK
// expect: destroy: 0
// expect: spin trylock: 0, again: EBUSY
