// Two threads take two mutexes in opposite orders: the classic lock-order deadlock. Each thread
// takes its first mutex, then both wait at a barrier so that each holds one before it asks for
// the other, as a real machine does sooner or later.
#include <stdio.h>
#include <pthread.h>

static pthread_mutex_t account_a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t account_b = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t both_locked;
static int balance_a = 100, balance_b = 100;

static void *transfer_a_to_b(void *arg)
{
  (void) arg;
  pthread_mutex_lock(&account_a);
  pthread_barrier_wait(&both_locked);
  pthread_mutex_lock(&account_b);
  balance_a -= 10;
  balance_b += 10;
  pthread_mutex_unlock(&account_b);
  pthread_mutex_unlock(&account_a);
  return NULL;
}

static void *transfer_b_to_a(void *arg)
{
  (void) arg;
  pthread_mutex_lock(&account_b);
  pthread_barrier_wait(&both_locked);
  pthread_mutex_lock(&account_a);
  balance_b -= 20;
  balance_a += 20;
  pthread_mutex_unlock(&account_a);
  pthread_mutex_unlock(&account_b);
  return NULL;
}

int main(void)
{
  pthread_t t1, t2;
  pthread_barrier_init(&both_locked, NULL, 2);
  pthread_create(&t1, NULL, transfer_a_to_b, NULL);
  pthread_create(&t2, NULL, transfer_b_to_a, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  printf("a = %d, b = %d\n", balance_a, balance_b);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^deadlock-lock-order\.cu:17:3: error: deadlock of the host threads: 3 live threads wait for what no thread can release
// expect-report: ^deadlock-lock-order\.cu:17:3: note: host thread 2 \(start routine 'transfer_a_to_b'\) waits in pthread_mutex_lock of mutex 'account_b', held by host thread 3 \('transfer_b_to_a'\)
// expect-report: ^deadlock-lock-order\.cu:30:3: note: host thread 3 \(start routine 'transfer_b_to_a'\) waits in pthread_mutex_lock of mutex 'account_a', held by host thread 2 \('transfer_a_to_b'\)
// expect-report: ^deadlock-lock-order\.cu:44:3: note: host thread 1 \(main\) waits in pthread_join of host thread 2 \('transfer_a_to_b'\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
