// A helper that takes the lock its caller already holds: a default mutex does not detect the
// relock, so the thread waits for itself forever. cudak reports the deadlock and where.
#include <stdio.h>
#include <pthread.h>

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static int lines = 0;

static void log_line(const char *msg)
{
  pthread_mutex_lock(&log_lock);
  printf("%d: %s\n", ++lines, msg);
  pthread_mutex_unlock(&log_lock);
}

static void *worker(void *arg)
{
  (void) arg;
  pthread_mutex_lock(&log_lock);
  log_line("worker started");
  pthread_mutex_unlock(&log_lock);
  return NULL;
}

int main(void)
{
  pthread_t t;
  log_line("main started");
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  log_line("main done");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1: main started
// expect-exit: 1
// expect-report: ^relock-default-mutex\.cu:11:3: error: deadlock of the host threads: 2 live threads wait for what no thread can release
// expect-report: ^relock-default-mutex\.cu:11:3: note: host thread 2 \(start routine 'worker'\) waits in pthread_mutex_lock of mutex 'log_lock', which it holds already \(a default mutex does not detect this: the thread waits for itself\)
// expect-report: ^relock-default-mutex\.cu:30:3: note: host thread 1 \(main\) waits in pthread_join of host thread 2 \('worker'\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
