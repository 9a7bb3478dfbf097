// A fixed pool of worker threads takes tasks from a shared queue: workers sleep on a condition
// variable while the queue is empty, main broadcasts when it shuts the pool down, and each task
// writes its own result slot, which main reads after joining the workers.
#include <stdio.h>
#include <pthread.h>

#define NUM_WORKERS 3
#define NUM_TASKS 12

typedef struct {
  int tasks[NUM_TASKS];
  int head, tail;
  int shutdown;
  pthread_mutex_t lock;
  pthread_cond_t has_work;
} TaskQueue;

static TaskQueue q;
static long results[NUM_TASKS];
static int done_by[NUM_WORKERS];

static long collatz_steps(long n)
{
  long steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

static void *worker(void *arg)
{
  int id = (int) (long) arg;
  for (;;) {
    pthread_mutex_lock(&q.lock);
    while (q.head == q.tail && !q.shutdown)
      pthread_cond_wait(&q.has_work, &q.lock);
    if (q.head == q.tail && q.shutdown) {
      pthread_mutex_unlock(&q.lock);
      break;
    }
    int task = q.tasks[q.head++];
    pthread_mutex_unlock(&q.lock);
    results[task] = collatz_steps(task + 1);
    done_by[id]++;
  }
  return NULL;
}

int main(void)
{
  pthread_t workers[NUM_WORKERS];
  pthread_mutex_init(&q.lock, NULL);
  pthread_cond_init(&q.has_work, NULL);
  for (long i = 0; i < NUM_WORKERS; i++)
    pthread_create(&workers[i], NULL, worker, (void *) i);
  for (int t = 0; t < NUM_TASKS; t++) {
    pthread_mutex_lock(&q.lock);
    q.tasks[q.tail++] = t;
    pthread_cond_signal(&q.has_work);
    pthread_mutex_unlock(&q.lock);
  }
  pthread_mutex_lock(&q.lock);
  q.shutdown = 1;
  pthread_cond_broadcast(&q.has_work);
  pthread_mutex_unlock(&q.lock);
  int total = 0;
  for (int i = 0; i < NUM_WORKERS; i++) {
    pthread_join(workers[i], NULL);
    total += done_by[i];
  }
  for (int t = 0; t < NUM_TASKS; t++)
    printf("collatz(%d) = %ld steps\n", t + 1, results[t]);
  printf("%d tasks done by %d workers\n", total, NUM_WORKERS);
  pthread_cond_destroy(&q.has_work);
  pthread_mutex_destroy(&q.lock);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: collatz(1) = 0 steps
// expect: collatz(2) = 1 steps
// expect: collatz(3) = 7 steps
// expect: collatz(4) = 2 steps
// expect: collatz(5) = 5 steps
// expect: collatz(6) = 8 steps
// expect: collatz(7) = 16 steps
// expect: collatz(8) = 3 steps
// expect: collatz(9) = 19 steps
// expect: collatz(10) = 6 steps
// expect: collatz(11) = 14 steps
// expect: collatz(12) = 9 steps
// expect: 12 tasks done by 3 workers
