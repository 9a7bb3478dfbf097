// pthread_once initialises a table exactly once whichever thread gets there first; each thread
// keeps a per-thread buffer under a pthread_key_t whose destructor runs when the thread ends;
// threads end by returning or by pthread_exit, and join collects their values.
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>

#define NUM_THREADS 3

static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static int table[16];
static int init_calls = 0;
static pthread_key_t buffer_key;
static int destroyed = 0;
static pthread_mutex_t destroyed_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_t main_thread;

static void init_table(void)
{
  init_calls++;
  for (int i = 0; i < 16; i++)
    table[i] = i * i;
}

static void free_buffer(void *p)
{
  pthread_mutex_lock(&destroyed_lock);
  destroyed++;
  pthread_mutex_unlock(&destroyed_lock);
  free(p);
}

static void *worker(void *arg)
{
  long id = (long) arg;
  pthread_once(&table_once, init_table);
  int *buffer = (int *) malloc(4 * sizeof(int));
  pthread_setspecific(buffer_key, buffer);
  int *mine = (int *) pthread_getspecific(buffer_key);
  mine[0] = table[id + 1];
  if (pthread_equal(pthread_self(), main_thread))
    printf("a worker thinks it is main\n");
  if (id == 1)
    pthread_exit((void *) (long) (mine[0] + 1000));
  return (void *) (long) mine[0];
}

int main(void)
{
  main_thread = pthread_self();
  pthread_key_create(&buffer_key, free_buffer);
  printf("main's value before any set: %p\n", pthread_getspecific(buffer_key));
  pthread_t threads[NUM_THREADS];
  for (long i = 0; i < NUM_THREADS; i++)
    pthread_create(&threads[i], NULL, worker, (void *) i);
  for (int i = 0; i < NUM_THREADS; i++) {
    void *ret;
    pthread_join(threads[i], &ret);
    printf("thread %d returned %ld\n", i, (long) ret);
  }
  pthread_once(&table_once, init_table);
  printf("init_table ran %d time(s); destructors ran %d time(s)\n", init_calls, destroyed);
  printf("main is main: %d\n", pthread_equal(pthread_self(), main_thread) != 0);
  pthread_key_delete(buffer_key);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: main's value before any set: (nil)
// expect: thread 0 returned 1
// expect: thread 1 returned 1004
// expect: thread 2 returned 9
// expect: init_table ran 1 time(s); destructors ran 3 time(s)
// expect: main is main: 1
