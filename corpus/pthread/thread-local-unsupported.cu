// A per-thread counter in thread-local storage: cudak has host threads but no variables with
// one instance per thread yet, so each storage-class spelling is one 'unsupported:' error and
// the build fails (pthread_key_create, once-specific-exit.cu, is the way that works).
#include <stdio.h>
#include <pthread.h>

static __thread int calls;
thread_local int depth = 0;

static void *work(void *arg)
{
  calls++;
  depth = calls;
  return arg;
}

int main(void)
{
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  pthread_join(t, NULL);
  printf("%d %d\n", calls, depth);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^thread-local-unsupported\.cu:7:8: error: unsupported: __thread
// expect-report: ^thread-local-unsupported\.cu:8:1: error: unsupported: thread_local
