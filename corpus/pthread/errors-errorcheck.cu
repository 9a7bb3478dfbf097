// The error codes POSIX and glibc give for misuse that an error-checking mutex or the thread
// functions detect: relocking (EDEADLK), unlocking a mutex another thread holds (EPERM), trylock
// of a held mutex (EBUSY), destroying a locked mutex (EBUSY), joining oneself (EDEADLK),
// joining a detached thread (EINVAL), detaching twice (EINVAL), a bad mutex type (EINVAL).
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m;

static const char *name(int rc)
{
  switch (rc) {
  case 0: return "0";
  case EDEADLK: return "EDEADLK";
  case EPERM: return "EPERM";
  case EBUSY: return "EBUSY";
  case EINVAL: return "EINVAL";
  case ESRCH: return "ESRCH";
  default: return "other";
  }
}

static void *try_unlock(void *arg)
{
  (void) arg;
  printf("unlock by a thread that does not hold it: %s\n", name(pthread_mutex_unlock(&m)));
  printf("trylock while main holds it: %s\n", name(pthread_mutex_trylock(&m)));
  return NULL;
}

static void *quiet(void *arg)
{
  return arg;
}

int main(void)
{
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  printf("settype 42: %s\n", name(pthread_mutexattr_settype(&attr, 42)));
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  int kind = -1;
  pthread_mutexattr_gettype(&attr, &kind);
  printf("type is error-checking: %d\n", kind == PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);

  printf("lock: %s\n", name(pthread_mutex_lock(&m)));
  printf("lock again: %s\n", name(pthread_mutex_lock(&m)));
  pthread_t t;
  pthread_create(&t, NULL, try_unlock, NULL);
  pthread_join(t, NULL);
  printf("destroy while locked: %s\n", name(pthread_mutex_destroy(&m)));
  printf("unlock: %s\n", name(pthread_mutex_unlock(&m)));
  printf("unlock again: %s\n", name(pthread_mutex_unlock(&m)));
  printf("destroy: %s\n", name(pthread_mutex_destroy(&m)));

  printf("join self: %s\n", name(pthread_join(pthread_self(), NULL)));
  pthread_attr_t ta;
  pthread_attr_init(&ta);
  pthread_attr_setdetachstate(&ta, PTHREAD_CREATE_DETACHED);
  int ds = -1;
  pthread_attr_getdetachstate(&ta, &ds);
  printf("detached attribute: %d\n", ds == PTHREAD_CREATE_DETACHED);
  pthread_t d;
  pthread_create(&d, &ta, quiet, NULL);
  pthread_attr_destroy(&ta);
  printf("join a detached thread: %s\n", name(pthread_join(d, NULL)));
  pthread_t j;
  pthread_create(&j, NULL, quiet, NULL);
  printf("detach: %s\n", name(pthread_detach(j)));
  printf("detach again: %s\n", name(pthread_detach(j)));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: settype 42: EINVAL
// expect: type is error-checking: 1
// expect: lock: 0
// expect: lock again: EDEADLK
// expect: unlock by a thread that does not hold it: EPERM
// expect: trylock while main holds it: EBUSY
// expect: destroy while locked: EBUSY
// expect: unlock: 0
// expect: unlock again: EPERM
// expect: destroy: 0
// expect: join self: EDEADLK
// expect: detached attribute: 1
// expect: join a detached thread: EINVAL
// expect: detach: 0
// expect: detach again: EINVAL
