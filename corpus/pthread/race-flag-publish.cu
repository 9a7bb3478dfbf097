// A worker publishes a result through a plain flag that main polls: without a mutex, a
// condition variable or a join, nothing orders the worker's writes before main's reads (a real
// compiler may even hoist the flag's load out of the loop). Both sites are reported.
#include <stdio.h>
#include <pthread.h>

static int result;
static int ready = 0;

static void *compute(void *arg)
{
  int n = *(int *) arg;
  int f = 1;
  for (int i = 2; i <= n; i++)
    f *= i;
  result = f;
  ready = 1;
  return NULL;
}

int main(void)
{
  int n = 10;
  pthread_t worker;
  pthread_create(&worker, NULL, compute, &n);
  while (!ready)
    ;
  printf("%d! = %d\n", n, result);
  pthread_join(worker, NULL);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 10! = 3628800
// expect-exit: 1
// expect-report: ^race-flag-publish\.cu:17:9: error: data race on host memory: write of 4 bytes at 'ready' conflicts with an earlier read by another host thread
// expect-report: ^race-flag-publish\.cu:26:11: note: previous read by host thread 1 \(main\)
// expect-report: ^race-flag-publish\.cu:17:9: note: write by host thread 2 \(start routine 'compute'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-flag-publish\.cu:26:11: error: data race on host memory: read of 4 bytes at 'ready' conflicts with an earlier write by another host thread
// expect-report: ^race-flag-publish\.cu:17:9: note: previous write by host thread 2 \(start routine 'compute'\)
// expect-report: ^race-flag-publish\.cu:26:11: note: read by host thread 1 \(main\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^race-flag-publish\.cu:28:27: error: data race on host memory: read of 4 bytes at 'result' conflicts with an earlier write by another host thread
// expect-report: ^race-flag-publish\.cu:16:10: note: previous write by host thread 2 \(start routine 'compute'\)
// expect-report: ^race-flag-publish\.cu:28:27: note: read by host thread 1 \(main\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^cudak: 3 errors, 0 warnings \(seed 0\)
