// A spin lock taken again by the thread that holds it spins forever (spin locks are never
// recursive): cudak reports the thread as waiting for itself instead of hanging.
#include <stdio.h>
#include <pthread.h>

static pthread_spinlock_t lock;
static int events = 0;

static void record(void)
{
  pthread_spin_lock(&lock);
  events++;
  pthread_spin_unlock(&lock);
}

static void *worker(void *arg)
{
  (void) arg;
  pthread_spin_lock(&lock);
  record();
  pthread_spin_unlock(&lock);
  return NULL;
}

int main(void)
{
  pthread_t t;
  pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  printf("%d events\n", events);
  pthread_spin_destroy(&lock);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^spin-relock\.cu:11:3: error: deadlock of the host threads: 2 live threads wait for what no thread can release
// expect-report: ^spin-relock\.cu:11:3: note: host thread 2 \(start routine 'worker'\) waits in pthread_spin_lock of spin lock 'lock', held by this thread itself
// expect-report: ^spin-relock\.cu:30:3: note: host thread 1 \(main\) waits in pthread_join of host thread 2 \('worker'\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
