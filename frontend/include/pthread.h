/* pthread.h (cudak built-in) — POSIX threads as host threads of the model (issue 18): threads,
 * mutexes, read-write and spin locks, condition variables, barriers, pthread_once,
 * thread-specific data. Sizes and
 * initialisers are glibc's on x86-64 (sizeof agrees with gcc); the state lives in the runtime.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_PTHREAD_H
#define __CUDAK_PTHREAD_H
#include <sys/types.h>
#include <time.h>
#ifndef NULL
#define NULL 0L
#endif

typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
typedef union pthread_attr_t { char __size[56]; long __align; } pthread_attr_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { char __size[4]; int __align; } pthread_condattr_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
struct __pthread_internal_list { struct __pthread_internal_list *__prev, *__next; };
struct __pthread_mutex_s {
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;                  /* the mutex type: the runtime reads it for a static initialiser */
  short __spins;
  short __elision;
  struct __pthread_internal_list __list;
};
typedef union { struct __pthread_mutex_s __data; char __size[40]; long __align; } pthread_mutex_t;
typedef union { struct { unsigned int __w[12]; } __data; char __size[48]; long long __align; } pthread_cond_t;
typedef union { char __size[32]; long __align; } pthread_barrier_t;
typedef union { char __size[56]; long __align; } pthread_rwlock_t;
typedef union { char __size[8]; long __align; } pthread_rwlockattr_t;
typedef volatile int pthread_spinlock_t;

enum { PTHREAD_CREATE_JOINABLE, PTHREAD_CREATE_DETACHED };
#define PTHREAD_CREATE_JOINABLE PTHREAD_CREATE_JOINABLE
#define PTHREAD_CREATE_DETACHED PTHREAD_CREATE_DETACHED
enum {
  PTHREAD_MUTEX_TIMED_NP, PTHREAD_MUTEX_RECURSIVE_NP, PTHREAD_MUTEX_ERRORCHECK_NP,
  PTHREAD_MUTEX_ADAPTIVE_NP,
  PTHREAD_MUTEX_NORMAL = PTHREAD_MUTEX_TIMED_NP,
  PTHREAD_MUTEX_RECURSIVE = PTHREAD_MUTEX_RECURSIVE_NP,
  PTHREAD_MUTEX_ERRORCHECK = PTHREAD_MUTEX_ERRORCHECK_NP,
  PTHREAD_MUTEX_DEFAULT = PTHREAD_MUTEX_NORMAL
};
#define PTHREAD_MUTEX_INITIALIZER { { 0, 0, 0, 0, PTHREAD_MUTEX_TIMED_NP, 0, 0, { 0, 0 } } }
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { { 0, 0, 0, 0, PTHREAD_MUTEX_RECURSIVE_NP, 0, 0, { 0, 0 } } }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { { 0, 0, 0, 0, PTHREAD_MUTEX_ERRORCHECK_NP, 0, 0, { 0, 0 } } }
#define PTHREAD_COND_INITIALIZER { { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } } }
#define PTHREAD_ONCE_INIT 0
#define PTHREAD_RWLOCK_INITIALIZER { { 0 } }
#define PTHREAD_BARRIER_SERIAL_THREAD -1
#define PTHREAD_KEYS_MAX 1024
#define PTHREAD_DESTRUCTOR_ITERATIONS 4
#define PTHREAD_STACK_MIN 16384
#define PTHREAD_PROCESS_PRIVATE 0
#define PTHREAD_PROCESS_SHARED 1
#define PTHREAD_CANCELED ((void *) -1)

#ifdef __cplusplus
extern "C" {
#endif
int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start_routine)(void *), void *arg);
int pthread_join(pthread_t thread, void **retval);
int pthread_detach(pthread_t thread);
pthread_t pthread_self(void);
int pthread_equal(pthread_t t1, pthread_t t2);
void pthread_exit(void *retval) __attribute__((__noreturn__));
int pthread_attr_init(pthread_attr_t *attr);
int pthread_attr_destroy(pthread_attr_t *attr);
int pthread_attr_setdetachstate(pthread_attr_t *attr, int detachstate);
int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *detachstate);
int pthread_attr_setstacksize(pthread_attr_t *attr, size_t stacksize);
int pthread_attr_getstacksize(const pthread_attr_t *attr, size_t *stacksize);
int pthread_mutexattr_init(pthread_mutexattr_t *attr);
int pthread_mutexattr_destroy(pthread_mutexattr_t *attr);
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int kind);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *attr, int *kind);
int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr);
int pthread_mutex_destroy(pthread_mutex_t *mutex);
int pthread_mutex_lock(pthread_mutex_t *mutex);
int pthread_mutex_trylock(pthread_mutex_t *mutex);
int pthread_mutex_unlock(pthread_mutex_t *mutex);
int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *abstime);
int pthread_condattr_init(pthread_condattr_t *attr);
int pthread_condattr_destroy(pthread_condattr_t *attr);
int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t *attr);
int pthread_cond_destroy(pthread_cond_t *cond);
int pthread_cond_signal(pthread_cond_t *cond);
int pthread_cond_broadcast(pthread_cond_t *cond);
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex);
int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *abstime);
int pthread_barrierattr_init(pthread_barrierattr_t *attr);
int pthread_barrierattr_destroy(pthread_barrierattr_t *attr);
int pthread_barrier_init(pthread_barrier_t *barrier, const pthread_barrierattr_t *attr, unsigned int count);
int pthread_barrier_destroy(pthread_barrier_t *barrier);
int pthread_barrier_wait(pthread_barrier_t *barrier);
int pthread_once(pthread_once_t *once_control, void (*init_routine)(void));
int pthread_rwlockattr_init(pthread_rwlockattr_t *attr);
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr);
int pthread_rwlock_init(pthread_rwlock_t *rwlock, const pthread_rwlockattr_t *attr);
int pthread_rwlock_destroy(pthread_rwlock_t *rwlock);
int pthread_rwlock_rdlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_wrlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_trywrlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_unlock(pthread_rwlock_t *rwlock);
int pthread_rwlock_timedrdlock(pthread_rwlock_t *rwlock, const struct timespec *abstime);
int pthread_rwlock_timedwrlock(pthread_rwlock_t *rwlock, const struct timespec *abstime);
int pthread_spin_init(pthread_spinlock_t *lock, int pshared);
int pthread_spin_destroy(pthread_spinlock_t *lock);
int pthread_spin_lock(pthread_spinlock_t *lock);
int pthread_spin_trylock(pthread_spinlock_t *lock);
int pthread_spin_unlock(pthread_spinlock_t *lock);
int pthread_key_create(pthread_key_t *key, void (*destr_function)(void *));
int pthread_key_delete(pthread_key_t key);
void *pthread_getspecific(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void *pointer);
/* not modelled: a call is an error naming it */
int pthread_cancel(pthread_t thread) __attribute__((__unavailable__));
int pthread_setcancelstate(int state, int *oldstate) __attribute__((__unavailable__));
int pthread_setcanceltype(int type, int *oldtype) __attribute__((__unavailable__));
void pthread_testcancel(void) __attribute__((__unavailable__));
int pthread_kill(pthread_t thread, int signo) __attribute__((__unavailable__));
int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t cpusetsize, const void *cpuset) __attribute__((__unavailable__));
int pthread_setaffinity_np(pthread_t thread, size_t cpusetsize, const void *cpuset) __attribute__((__unavailable__));
int pthread_getaffinity_np(pthread_t thread, size_t cpusetsize, void *cpuset) __attribute__((__unavailable__));
int pthread_setname_np(pthread_t thread, const char *name) __attribute__((__unavailable__));
#ifdef __cplusplus
}
#endif
#endif
