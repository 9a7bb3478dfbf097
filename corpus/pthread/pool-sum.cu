// A worker pool sums an array: each thread sums its slice into its own slot, then adds the
// slice to a shared total under a mutex; main joins them all and checks the two results.
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>

#define N 4096
#define NUM_THREADS 4

typedef struct {
  int id;
  const float *data;
  int begin, end;
  double partial;
} WorkItem;

static double total = 0.0;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void *sum_slice(void *arg)
{
  WorkItem *w = (WorkItem *) arg;
  double s = 0.0;
  for (int i = w->begin; i < w->end; i++)
    s += w->data[i];
  w->partial = s;
  pthread_mutex_lock(&total_lock);
  total += s;
  pthread_mutex_unlock(&total_lock);
  return NULL;
}

int main(void)
{
  float *data = (float *) malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    data[i] = (float) (i % 10);

  pthread_t threads[NUM_THREADS];
  WorkItem items[NUM_THREADS];
  int chunk = (N + NUM_THREADS - 1) / NUM_THREADS;
  for (int t = 0; t < NUM_THREADS; t++) {
    items[t].id = t;
    items[t].data = data;
    items[t].begin = t * chunk;
    items[t].end = (t + 1) * chunk < N ? (t + 1) * chunk : N;
    items[t].partial = 0.0;
    if (pthread_create(&threads[t], NULL, sum_slice, &items[t]) != 0) {
      fprintf(stderr, "pthread_create failed\n");
      return 1;
    }
  }

  double sum = 0.0;
  for (int t = 0; t < NUM_THREADS; t++) {
    pthread_join(threads[t], NULL);
    printf("thread %d summed [%d, %d): %.1f\n", items[t].id, items[t].begin, items[t].end,
           items[t].partial);
    sum += items[t].partial;
  }
  printf("sum of the partial sums: %.1f\n", sum);
  printf("shared total: %.1f\n", total);
  pthread_mutex_destroy(&total_lock);
  free(data);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: thread 0 summed [0, 1024): 4596.0
// expect: thread 1 summed [1024, 2048): 4612.0
// expect: thread 2 summed [2048, 3072): 4608.0
// expect: thread 3 summed [3072, 4096): 4604.0
// expect: sum of the partial sums: 18420.0
// expect: shared total: 18420.0
