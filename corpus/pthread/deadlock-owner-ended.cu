// A worker returns early on an error path without unlocking the mutex it took: the lock is held
// by a thread that no longer exists, and the next thread to lock it waits forever. The report
// says that the owner ended.
#include <stdio.h>
#include <pthread.h>

static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static int queue[8];
static int queued = 0;

static void *producer(void *arg)
{
  int n = *(int *) arg;
  pthread_mutex_lock(&queue_lock);
  if (queued + n > 8)
    return NULL;               /* error path: the unlock is forgotten */
  for (int i = 0; i < n; i++)
    queue[queued++] = i;
  pthread_mutex_unlock(&queue_lock);
  return NULL;
}

int main(void)
{
  int too_many = 9;
  pthread_t t;
  pthread_create(&t, NULL, producer, &too_many);
  pthread_join(t, NULL);
  pthread_mutex_lock(&queue_lock);
  printf("%d items queued\n", queued);
  pthread_mutex_unlock(&queue_lock);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^deadlock-owner-ended\.cu:29:3: error: deadlock of the host threads: 1 live thread waits for what no thread can release
// expect-report: ^deadlock-owner-ended\.cu:29:3: note: host thread 1 \(main\) waits in pthread_mutex_lock of mutex 'queue_lock', held by host thread 2 \('producer'\), which ended without unlocking it
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
