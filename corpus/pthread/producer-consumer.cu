// Producer/consumer over a bounded buffer with a mutex and two condition variables, as the
// textbooks write it: the producer waits while the buffer is full, the consumer while it is
// empty; a sentinel ends the consumer. The consumer's sum checks that nothing was lost.
#include <stdio.h>
#include <pthread.h>

#define BUFFER_SIZE 4
#define ITEMS 20
#define DONE -1

typedef struct {
  int items[BUFFER_SIZE];
  int head, tail, count;
  pthread_mutex_t lock;
  pthread_cond_t not_full;
  pthread_cond_t not_empty;
} BoundedBuffer;

static BoundedBuffer buf;

static void put(BoundedBuffer *b, int value)
{
  pthread_mutex_lock(&b->lock);
  while (b->count == BUFFER_SIZE)
    pthread_cond_wait(&b->not_full, &b->lock);
  b->items[b->tail] = value;
  b->tail = (b->tail + 1) % BUFFER_SIZE;
  b->count++;
  pthread_cond_signal(&b->not_empty);
  pthread_mutex_unlock(&b->lock);
}

static int get(BoundedBuffer *b)
{
  pthread_mutex_lock(&b->lock);
  while (b->count == 0)
    pthread_cond_wait(&b->not_empty, &b->lock);
  int value = b->items[b->head];
  b->head = (b->head + 1) % BUFFER_SIZE;
  b->count--;
  pthread_cond_signal(&b->not_full);
  pthread_mutex_unlock(&b->lock);
  return value;
}

static void *producer(void *arg)
{
  (void) arg;
  for (int i = 1; i <= ITEMS; i++)
    put(&buf, i * i);
  put(&buf, DONE);
  return NULL;
}

static void *consumer(void *arg)
{
  long *sum = (long *) arg;
  int n = 0;
  for (;;) {
    int v = get(&buf);
    if (v == DONE)
      break;
    *sum += v;
    n++;
  }
  printf("consumer received %d items\n", n);
  return NULL;
}

int main(void)
{
  pthread_mutex_init(&buf.lock, NULL);
  pthread_cond_init(&buf.not_full, NULL);
  pthread_cond_init(&buf.not_empty, NULL);
  long sum = 0;
  pthread_t prod, cons;
  pthread_create(&cons, NULL, consumer, &sum);
  pthread_create(&prod, NULL, producer, NULL);
  pthread_join(prod, NULL);
  pthread_join(cons, NULL);
  printf("sum of squares 1..%d = %ld\n", ITEMS, sum);
  pthread_cond_destroy(&buf.not_empty);
  pthread_cond_destroy(&buf.not_full);
  pthread_mutex_destroy(&buf.lock);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: consumer received 20 items
// expect: sum of squares 1..20 = 2870
