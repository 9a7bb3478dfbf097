/* threads.h (cudak built-in) — C11 7.26 threads on the host threads of <pthread.h>, as glibc
 * builds them (its types are pthread's). Most calls are macros over a pthread call, so that a
 * report names the program's line; thrd_create starts the thread in __cudak_thrd_start, which
 * calls the program's function and hands its int back through pthread_join.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THREADS_H
#define __CUDAK_THREADS_H
#include <time.h>
#include <errno.h>
#include <stdlib.h>
#include <stdint.h>
#include <sched.h>
#include <pthread.h>

#ifndef __cplusplus
#define thread_local _Thread_local
#endif
#define TSS_DTOR_ITERATIONS 4

typedef pthread_t thrd_t;
typedef int (*thrd_start_t) (void *);
typedef pthread_key_t tss_t;
typedef void (*tss_dtor_t) (void *);
typedef pthread_mutex_t mtx_t;
typedef pthread_cond_t cnd_t;
typedef pthread_once_t once_flag;
#define ONCE_FLAG_INIT PTHREAD_ONCE_INIT

enum { thrd_success = 0, thrd_busy = 1, thrd_error = 2, thrd_nomem = 3, thrd_timedout = 4 };
enum { mtx_plain = 0, mtx_recursive = 1, mtx_timed = 2 };

/* a pthread call's result as C11's (glibc's mapping) */
static inline int
__cudak_thrd_status (int e)
{
  return e == 0 ? thrd_success : e == EBUSY ? thrd_busy : e == ETIMEDOUT ? thrd_timedout
         : e == ENOMEM ? thrd_nomem : thrd_error;
}

struct __cudak_thrd_call { thrd_start_t __fn; void *__arg; };

static void *
__cudak_thrd_start (void *p)
{
  struct __cudak_thrd_call c = *(struct __cudak_thrd_call *) p;
  free (p);
  return (void *) (intptr_t) c.__fn (c.__arg);
}

static inline int
thrd_create (thrd_t *thr, thrd_start_t func, void *arg)
{
  struct __cudak_thrd_call *c = (struct __cudak_thrd_call *) malloc (sizeof *c);
  if (!c)
    return thrd_nomem;
  c->__fn = func;
  c->__arg = arg;
  int e = pthread_create (thr, NULL, __cudak_thrd_start, c);
  if (e)
    free (c);
  return __cudak_thrd_status (e);
}

static inline int
thrd_join (thrd_t thr, int *res)
{
  void *r;
  int e = pthread_join (thr, &r);
  if (e == 0 && res)
    *res = (int) (intptr_t) r;
  return __cudak_thrd_status (e);
}

#define thrd_current() pthread_self ()
#define thrd_equal(a, b) pthread_equal (a, b)
#define thrd_detach(t) __cudak_thrd_status (pthread_detach (t))
#define thrd_yield() ((void) sched_yield ())
#define thrd_exit(res) pthread_exit ((void *) (intptr_t) (res))
/* 0 when it slept, -1 when a signal woke it, another negative value on error (C11 7.26.5.7) */
#define thrd_sleep(d, rem) (nanosleep (d, rem) == 0 ? 0 : errno == EINTR ? -1 : -2)

static inline int
mtx_init (mtx_t *m, int type)
{
  pthread_mutexattr_t a;
  pthread_mutexattr_init (&a);
  pthread_mutexattr_settype (&a, (type & mtx_recursive) ? PTHREAD_MUTEX_RECURSIVE : PTHREAD_MUTEX_NORMAL);
  int e = pthread_mutex_init (m, &a);
  pthread_mutexattr_destroy (&a);
  return __cudak_thrd_status (e);
}
#define mtx_lock(m) __cudak_thrd_status (pthread_mutex_lock (m))
#define mtx_trylock(m) __cudak_thrd_status (pthread_mutex_trylock (m))
#define mtx_timedlock(m, ts) __cudak_thrd_status (pthread_mutex_timedlock (m, ts))
#define mtx_unlock(m) __cudak_thrd_status (pthread_mutex_unlock (m))
#define mtx_destroy(m) ((void) pthread_mutex_destroy (m))

#define cnd_init(c) __cudak_thrd_status (pthread_cond_init (c, NULL))
#define cnd_signal(c) __cudak_thrd_status (pthread_cond_signal (c))
#define cnd_broadcast(c) __cudak_thrd_status (pthread_cond_broadcast (c))
#define cnd_wait(c, m) __cudak_thrd_status (pthread_cond_wait (c, m))
#define cnd_timedwait(c, m, ts) __cudak_thrd_status (pthread_cond_timedwait (c, m, ts))
#define cnd_destroy(c) ((void) pthread_cond_destroy (c))

#define call_once(flag, func) ((void) pthread_once (flag, func))

#define tss_create(key, dtor) __cudak_thrd_status (pthread_key_create (key, dtor))
#define tss_get(key) pthread_getspecific (key)
#define tss_set(key, val) __cudak_thrd_status (pthread_setspecific (key, val))
#define tss_delete(key) ((void) pthread_key_delete (key))
#endif
