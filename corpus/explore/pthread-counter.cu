// --explore=6 over two host threads that increment a shared counter without a lock: the random
// schedule interleaves their read-modify-writes differently under each seed, so the lost
// updates, and the printed count, vary; every seed reports the race.
#include <stdio.h>
#include <pthread.h>

static int counter = 0;

static void *add(void *arg)
{
  (void) arg;
  for (int i = 0; i < 20; i++)
    counter++;
  return NULL;
}

int main(void)
{
  pthread_t a, b;
  pthread_create(&a, NULL, add, NULL);
  pthread_create(&b, NULL, add, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("counter = %d\n", counter);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// timeout: 90
// cudak-args: --sched=random --explore=6
// expect: cudak: explored 6 seeds (0-5): 5 distinct outcomes
// expect: outcome 1: 1 seed (0): exit 1, 3 findings
// expect:   | counter = 28
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier read by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect: outcome 2: 1 seed (1): exit 1, 3 findings
// expect:   | counter = 32
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier read by another host thread
// expect: outcome 3: 2 seeds (2,4): exit 1, 3 findings
// expect:   | counter = 30
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier read by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect: outcome 4: 1 seed (3): exit 1, 3 findings
// expect:   | counter = 26
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier read by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect: outcome 5: 1 seed (5): exit 1, 3 findings
// expect:   | counter = 34
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier read by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: write of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect:   ! pthread-counter.cu:13:12: error: data race on host memory: read of 4 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-exit: 1
