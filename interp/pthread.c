/* interp/pthread.c — <pthread.h> on the host threads of semantics/hthread.c (issue 18): threads,
 * mutexes, condition variables, barriers, pthread_once and thread-specific data, with the error
 * codes of POSIX and glibc. A call that must wait blocks its thread (ck_hthread_block) and is
 * retried; every synchronisation is a release/acquire edge for the checker (on_host_order).
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <time.h>
#include "interp/runtime.h"
#include "interp/lower.h"

/* glibc's limits and codes (bits/local_lim.h, pthread.h) */
#define KEYS_MAX 1024
#define DESTRUCTOR_ITERATIONS 4
#define STACK_MIN 16384
#define STACK_DEFAULT (8u * 1024u * 1024u)
#define BARRIER_SERIAL_THREAD (-1)
/* The most threads a program may create (glibc is limited by memory; cudak by its stacks): a
 * create past it returns EAGAIN. */
#define THREADS_MAX 1024

enum { MUTEX_NORMAL, MUTEX_RECURSIVE, MUTEX_ERRORCHECK, MUTEX_ADAPTIVE };

/* Sizes of the objects (frontend/include/pthread.h, glibc x86-64) and where the runtime keeps
 * what it needs inside them: a mutex's type in __kind, the attributes' fields. */
#define MUTEX_SIZE 40
#define MUTEX_KIND_OFFSET 16
#define COND_SIZE 48
#define BARRIER_SIZE 32
#define ATTR_SIZE 56
#define RWLOCK_SIZE 56
#define SPIN_SIZE 4

typedef struct Mutex {
  int kind;
  CkHostThread *owner;
  guint32 count;               /* recursive locks held by [owner] */
} Mutex;

typedef struct Cond {
  GQueue waiters;              /* CkHostThread*, longest waiting first */
} Cond;

typedef struct Barrier {
  guint32 count, arrived;
  guint32 generation;
  guint32 leaving;             /* threads of the last round that have not returned yet */
} Barrier;

typedef struct Rwlock {
  CkHostThread *writer;
  GPtrArray *readers;          /* CkHostThread*, once per read lock held */
} Rwlock;

typedef struct Key {
  gboolean in_use;
  guint64 destructor;          /* program function address, 0 if none */
} Key;

struct CkPthreads {
  GHashTable *mutexes;         /* program address -> Mutex* */
  GHashTable *conds;           /* program address -> Cond* */
  GHashTable *barriers;        /* program address -> Barrier* */
  GHashTable *rwlocks;         /* program address -> Rwlock* */
  GHashTable *spins;           /* program address -> Mutex* (a spin lock: a normal mutex) */
  Key keys[KEYS_MAX];
};

static void
rwlock_free (gpointer p)
{
  Rwlock *rw = p;
  g_ptr_array_free (rw->readers, TRUE);
  g_free (rw);
}

static void
cond_free (gpointer p)
{
  Cond *c = p;
  g_queue_clear (&c->waiters);
  g_free (c);
}

void
ck_pthreads_free (CkPthreads *p)
{
  if (!p)
    return;
  g_hash_table_destroy (p->mutexes);
  g_hash_table_destroy (p->conds);
  g_hash_table_destroy (p->barriers);
  g_hash_table_destroy (p->rwlocks);
  g_hash_table_destroy (p->spins);
  g_free (p);
}

static void end_hook (CkRun *run, CkHostThread *t);

static CkPthreads *
state (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->pthreads)
    {
      rt->pthreads = g_new0 (CkPthreads, 1);
      rt->pthreads->mutexes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      rt->pthreads->conds = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, cond_free);
      rt->pthreads->barriers = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      rt->pthreads->rwlocks = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                     rwlock_free);
      rt->pthreads->spins = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      c->run->hthread_end_hook = end_hook;
    }
  return rt->pthreads;
}

/* The [size] bytes of a synchronisation object at [addr], for the runtime's own use: the bytes
 * are checked as an access of the calling thread would be (a bad pointer is reported and stops
 * the thread), but no access event is sent, so that locking is not itself a race. (Checked as a
 * read: a write that is not performed would show in --trace=mem.) NULL after a fault. */
static guint8 *
object_bytes (CkBuiltinCall *c, guint64 addr, guint32 size)
{
  guint8 vals[8] = { 0 };
  CkAlloc *allocs[CK_MAX_WARP];
  guint64 addrs[CK_MAX_WARP];
  addrs[c->lane] = addr;
  if (ck_mem_warp_issue (c->run, c->w, CK_ACC_READ, (CkMask) 1 << c->lane, addrs, size, vals, 0,
                         ck_rt_loc (c), FALSE, NULL, FALSE, allocs))
    return NULL;
  return ck_mem_raw (c->run->mem, addr, size);
}

/* "'lock'", "'locks'[2]" or "at 0x..." for the object at [addr], in messages. */
static char *
object_name (CkBuiltinCall *c, guint64 addr)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
  if (a && !a->is_freed)
    {
      guint64 off = addr - a->base;
      const CkVarRange *v = ck_alloc_var_at (a, off);
      if (v && off == v->offset)
        return g_strdup_printf ("'%s'", v->name);
      if (v)
        return g_strdup_printf ("at byte %" G_GUINT64_FORMAT " of '%s'", off - v->offset, v->name);
      if (a->name && off == 0)
        return g_strdup_printf ("'%s'", a->name);
    }
  return g_strdup_printf ("at %#" G_GINT64_MODIFIER "x", addr);
}

/* "host thread 2 ('worker')" */
static char *
thread_name (const CkHostThread *t)
{
  return g_strdup_printf ("host thread %u ('%s')", t->id, t->entry);
}

/* A call with undefined behaviour that glibc lets pass: reported as API misuse, and the call
 * goes on as glibc's does. */
static void G_GNUC_PRINTF (2, 3)
misuse (CkBuiltinCall *c, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  if (!ck_rt_report (c, CK_FAULT_API_MISUSE, "%s", msg))
    fprintf (stderr, "cudak: error: %s\n", msg);
  g_free (msg);
}

/* The host function at program address [addr], or NULL after reporting a bad call. */
static const CkFunc *
host_function (CkBuiltinCall *c, guint64 addr, const char *what)
{
  const CkFunc *f = ck_program_func_at (c->run->prog, addr);
  if (!f || f->is_kernel || f->builtin >= 0 || f->end == 0)
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                    "%s: %#" G_GINT64_MODIFIER "x is not a host function of the program", what, addr);
      return NULL;
    }
  return f;
}

/* ---- threads ------------------------------------------------------------------------------ */

/* C11's thrd_create (<threads.h>) starts every thread in __cudak_thrd_start, whose argument
 * begins with the program's function: reports name the thread after that function. */
static void
name_c11_thread (CkRun *run, CkHostThread *t, const CkFunc *f, guint64 arg)
{
  if (strcmp (f->name, "__cudak_thrd_start") != 0)
    return;
  guint8 *p = ck_mem_raw (run->mem, arg, 8);
  guint64 fa;
  if (!p)
    return;
  memcpy (&fa, p, 8);
  guint64 idx = (fa - CK_FUNC_ADDR_BASE) / 16;
  if (fa < CK_FUNC_ADDR_BASE || idx >= (guint64) run->prog->funcs.len)
    return;
  const CkFunc *g = ck_vec_get (&run->prog->funcs, idx);
  t->entry = g->name;
  t->warp->who.host_entry = g->name;
}

/* The attributes' fields in the bytes of a pthread_attr_t (ours, not glibc's layout, which no
 * program reads directly). */
typedef struct AttrBytes {
  gint32 detachstate;
  gint32 initialised;
  guint64 stacksize;
} AttrBytes;

#define ATTR_MAGIC 0x43544841   /* "AHTC": set by pthread_attr_init */

void
ck_bi_pthread_create (CkBuiltinCall *c)
{
  CkRun *run = c->run;
  CkHostThread *me = ck_hthread_current (run);
  (void) me;
  gboolean detached = FALSE;
  if (c->args[1].u)
    {
      guint8 *p = object_bytes (c, c->args[1].u, ATTR_SIZE);
      if (!p)
        return;
      AttrBytes a;
      memcpy (&a, p, sizeof a);
      if (a.initialised != ATTR_MAGIC)
        {
          misuse (c, "pthread_create with attributes that pthread_attr_init did not initialise");
          CK_RET_I (c, EINVAL);
          return;
        }
      detached = a.detachstate == 1;
    }
  const CkFunc *f = host_function (c, c->args[2].u, "pthread_create");
  if (!f)
    return;
  if (run->hthreads->len >= THREADS_MAX)
    {
      CK_RET_I (c, EAGAIN);
      return;
    }
  CkVal arg = { 0 };
  arg.u = c->args[3].u;
  /* the handle is stored before the thread starts, as glibc does */
  guint64 handle = CK_ADDR_MAKE (CK_SPACE_NONE, 0);
  CkHostThread *t = ck_hthread_create (run, f, arg, detached);
  if (!t)
    {
      CK_RET_I (c, EAGAIN);
      return;
    }
  handle = t->handle;
  name_c11_thread (run, t, f, arg.u);
  gboolean stored = ck_rt_write (c, c->args[0].u, &handle, 8);
  ck_hthread_start (run, t);
  if (stored)
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_join (CkBuiltinCall *c)
{
  CkRun *run = c->run;
  CkHostThread *me = ck_hthread_current (run);
  CkHostThread *t = ck_hthread_find (run, c->args[0].u);
  if (!t)
    {
      CK_RET_I (c, ESRCH);
      return;
    }
  if (t == me)
    {
      CK_RET_I (c, EDEADLK);
      return;
    }
  if (t->joined)
    {
      char *n = thread_name (t);
      misuse (c, "pthread_join of %s, which was already joined (undefined behaviour: its "
              "resources are gone)", n);
      g_free (n);
      CK_RET_I (c, ESRCH);
      return;
    }
  if (t->detached)
    {
      /* POSIX: not joinable; glibc says EINVAL */
      CK_RET_I (c, EINVAL);
      return;
    }
  if (!t->done)
    {
      char *n = thread_name (t);
      ck_hthread_block (run, FALSE, "pthread_join of %s", n);
      g_free (n);
      return;
    }
  t->joined = TRUE;
  ck_hthread_join_order (run, t);
  if (c->args[1].u && !ck_rt_write (c, c->args[1].u, &t->ret.u, 8))
    return;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_detach (CkBuiltinCall *c)
{
  CkHostThread *t = ck_hthread_find (c->run, c->args[0].u);
  if (!t || t->joined)
    CK_RET_I (c, ESRCH);
  else if (t->detached)
    CK_RET_I (c, EINVAL);
  else
    {
      t->detached = TRUE;
      CK_RET_I (c, 0);
    }
}

void
ck_bi_pthread_self (CkBuiltinCall *c)
{
  CK_RET_U (c, ck_hthread_current (c->run)->handle);
}

void
ck_bi_pthread_equal (CkBuiltinCall *c)
{
  CK_RET_I (c, c->args[0].u == c->args[1].u);
}

void
ck_bi_pthread_exit (CkBuiltinCall *c)
{
  state (c);
  CkVal v = { 0 };
  v.u = c->args[0].u;
  ck_hthread_exit (c->run, v);
}

static AttrBytes *
attr (CkBuiltinCall *c, gboolean init)
{
  guint8 *p = object_bytes (c, c->args[0].u, ATTR_SIZE);
  if (!p)
    return NULL;
  AttrBytes *a = (AttrBytes *) p;   /* the bytes are 8-aligned: a union with a long */
  if (!init && a->initialised != ATTR_MAGIC)
    {
      misuse (c, "thread attributes that pthread_attr_init did not initialise");
      CK_RET_I (c, EINVAL);
      return NULL;
    }
  return a;
}

void
ck_bi_pthread_attr_init (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, TRUE);
  if (!a)
    return;
  memset (a, 0, ATTR_SIZE);
  a->initialised = ATTR_MAGIC;
  a->stacksize = STACK_DEFAULT;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_attr_destroy (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, FALSE);
  if (!a)
    return;
  a->initialised = 0;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_attr_setdetachstate (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, FALSE);
  if (!a)
    return;
  if (c->args[1].i != 0 && c->args[1].i != 1)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  a->detachstate = (gint32) c->args[1].i;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_attr_getdetachstate (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, FALSE);
  if (!a)
    return;
  gint32 v = a->detachstate;
  if (ck_rt_write (c, c->args[1].u, &v, 4))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_attr_setstacksize (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, FALSE);
  if (!a)
    return;
  if (c->args[1].u < STACK_MIN)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  a->stacksize = c->args[1].u;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_attr_getstacksize (CkBuiltinCall *c)
{
  AttrBytes *a = attr (c, FALSE);
  if (!a)
    return;
  guint64 v = a->stacksize;
  if (ck_rt_write (c, c->args[1].u, &v, 8))
    CK_RET_I (c, 0);
}

/* ---- mutexes ------------------------------------------------------------------------------ */

void
ck_bi_pthread_mutexattr_init (CkBuiltinCall *c)
{
  gint32 kind = MUTEX_NORMAL;
  if (ck_rt_write (c, c->args[0].u, &kind, 4))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_mutexattr_destroy (CkBuiltinCall *c)
{
  CK_RET_I (c, object_bytes (c, c->args[0].u, 4) ? 0 : EINVAL);
}

void
ck_bi_pthread_mutexattr_settype (CkBuiltinCall *c)
{
  gint32 kind = (gint32) c->args[1].i;
  if (kind < MUTEX_NORMAL || kind > MUTEX_ADAPTIVE)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  if (ck_rt_write (c, c->args[0].u, &kind, 4))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_mutexattr_gettype (CkBuiltinCall *c)
{
  gint32 kind;
  if (ck_rt_read (c, c->args[0].u, &kind, 4) && ck_rt_write (c, c->args[1].u, &kind, 4))
    CK_RET_I (c, 0);
}

/* The mutex at [addr], made on first use from its bytes (a static initialiser gives its type);
 * NULL after a fault. */
static Mutex *
mutex_at (CkBuiltinCall *c, guint64 addr)
{
  CkPthreads *p = state (c);
  guint8 *bytes = object_bytes (c, addr, MUTEX_SIZE);
  if (!bytes)
    return NULL;
  Mutex *m = g_hash_table_lookup (p->mutexes, &addr);
  if (!m)
    {
      m = g_new0 (Mutex, 1);
      gint32 kind;
      memcpy (&kind, bytes + MUTEX_KIND_OFFSET, 4);
      m->kind = kind >= MUTEX_NORMAL && kind <= MUTEX_ADAPTIVE ? kind : MUTEX_NORMAL;
      g_hash_table_insert (p->mutexes, g_memdup2 (&addr, 8), m);
    }
  return m;
}

void
ck_bi_pthread_mutex_init (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  guint64 addr = c->args[0].u;
  gint32 kind = MUTEX_NORMAL;
  if (c->args[1].u && !ck_rt_read (c, c->args[1].u, &kind, 4))
    return;
  guint8 *bytes = object_bytes (c, addr, MUTEX_SIZE);
  if (!bytes)
    return;
  Mutex *old = g_hash_table_lookup (p->mutexes, &addr);
  if (old && old->owner)
    {
      char *n = object_name (c, addr);
      misuse (c, "pthread_mutex_init of mutex %s while it is locked", n);
      g_free (n);
    }
  memset (bytes, 0, MUTEX_SIZE);
  memcpy (bytes + MUTEX_KIND_OFFSET, &kind, 4);
  g_hash_table_remove (p->mutexes, &addr);
  mutex_at (c, addr);
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_mutex_destroy (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  guint64 addr = c->args[0].u;
  Mutex *m = mutex_at (c, addr);
  if (!m)
    return;
  if (m->owner)
    {
      CK_RET_I (c, EBUSY);
      return;
    }
  g_hash_table_remove (p->mutexes, &addr);
  CK_RET_I (c, 0);
}

/* Takes [m] for the current thread [me]: what its last holder did happens before. */
static void
take (CkBuiltinCall *c, Mutex *m, CkHostThread *me, guint64 addr)
{
  m->owner = me;
  m->count++;
  ck_hthread_order (c->run, CK_HOST_ACQUIRE, addr);
}

/* Reads the absolute CLOCK_REALTIME deadline at [addr] into [*passed]: whether it is already
 * over (--pin-time: the pinned clock). FALSE after a fault, or with EINVAL returned for a
 * nanosecond field out of range (POSIX). */
static gboolean
read_deadline (CkBuiltinCall *c, guint64 addr, gboolean *passed)
{
  gint64 ts[2];
  if (!ck_rt_read (c, addr, ts, 16))
    return FALSE;
  if (ts[1] < 0 || ts[1] >= 1000000000)
    {
      CK_RET_I (c, EINVAL);
      return FALSE;
    }
  struct timespec now;
  clock_gettime (CLOCK_REALTIME, &now);
  if (c->run->opts.pin_time)
    now.tv_sec = 946684800, now.tv_nsec = 0;
  *passed = ts[0] < now.tv_sec || (ts[0] == now.tv_sec && ts[1] <= now.tv_nsec);
  return TRUE;
}

enum { LOCK_WAIT, LOCK_TRY, LOCK_TIMED };

/* pthread_mutex_lock, trylock and timedlock ([mode]); a timed lock waits until every other
 * thread waits too, then times out (ETIMEDOUT), as a timed condition wait does. */
static void
lock (CkBuiltinCall *c, int mode)
{
  gboolean try = mode == LOCK_TRY;
  CkRun *run = c->run;
  CkHostThread *me = ck_hthread_current (run);
  guint64 addr = c->args[0].u;
  Mutex *m = mutex_at (c, addr);
  if (!m)
    return;
  if (!m->owner)
    {
      take (c, m, me, addr);
      CK_RET_I (c, 0);
      return;
    }
  if (m->owner == me)
    {
      if (m->kind == MUTEX_RECURSIVE)
        {
          take (c, m, me, addr);
          CK_RET_I (c, 0);
          return;
        }
      if (m->kind == MUTEX_ERRORCHECK || try)
        {
          CK_RET_I (c, try ? EBUSY : EDEADLK);
          return;
        }
    }
  if (try)
    {
      CK_RET_I (c, EBUSY);
      return;
    }
  gboolean timed = mode == LOCK_TIMED;
  if (timed)
    {
      gboolean passed;
      if (!read_deadline (c, c->args[1].u, &passed))
        return;
      if (passed || me->timed_out)
        {
          me->timed_out = FALSE;
          CK_RET_I (c, ETIMEDOUT);
          return;
        }
    }
  const char *fn = timed ? "pthread_mutex_timedlock" : "pthread_mutex_lock";
  char *n = object_name (c, addr);
  if (m->owner == me)
    ck_hthread_block (run, timed, "%s of mutex %s, which it holds already (a default mutex does "
                      "not detect this: the thread waits for itself)", fn, n);
  else
    {
      char *o = thread_name (m->owner);
      ck_hthread_block (run, timed, "%s of mutex %s, held by %s%s", fn, n, o,
                        m->owner->done ? ", which ended without unlocking it" : "");
      g_free (o);
    }
  g_free (n);
}

void
ck_bi_pthread_mutex_timedlock (CkBuiltinCall *c)
{
  lock (c, LOCK_TIMED);
}

void
ck_bi_pthread_mutex_lock (CkBuiltinCall *c)
{
  lock (c, LOCK_WAIT);
}

void
ck_bi_pthread_mutex_trylock (CkBuiltinCall *c)
{
  lock (c, LOCK_TRY);
}

/* Gives [m] up entirely: what the holder did happens before the next lock. */
static void
give_up (CkBuiltinCall *c, Mutex *m, guint64 addr)
{
  ck_hthread_order (c->run, CK_HOST_RELEASE, addr);
  m->owner = NULL;
  m->count = 0;
  ck_hthread_wake_all (c->run);
}

void
ck_bi_pthread_mutex_unlock (CkBuiltinCall *c)
{
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Mutex *m = mutex_at (c, addr);
  if (!m)
    return;
  if (m->owner != me)
    {
      if (m->kind == MUTEX_ERRORCHECK || m->kind == MUTEX_RECURSIVE)
        {
          CK_RET_I (c, EPERM);
          return;
        }
      /* POSIX leaves this undefined for a default mutex; glibc unlocks it anyway */
      char *n = object_name (c, addr), *t = thread_name (me);
      if (m->owner)
        {
          char *o = thread_name (m->owner);
          misuse (c, "pthread_mutex_unlock of mutex %s by %s, which does not hold it (%s does): "
                  "undefined behaviour", n, t, o);
          g_free (o);
        }
      else
        misuse (c, "pthread_mutex_unlock of mutex %s, which is not locked: undefined behaviour", n);
      g_free (n);
      g_free (t);
      if (m->owner)
        give_up (c, m, addr);
      CK_RET_I (c, 0);
      return;
    }
  if (--m->count == 0)
    give_up (c, m, addr);
  CK_RET_I (c, 0);
}

/* ---- read-write locks --------------------------------------------------------------------- */

/* The object keys of a read-write lock at [addr]: a write unlock releases to [addr] and a read
 * unlock to [addr] + 1; a read lock acquires the first, a write lock both (so readers are not
 * ordered with each other). */
#define RW_READ_KEY(addr) ((addr) + 1)

void
ck_bi_pthread_rwlockattr_init (CkBuiltinCall *c)
{
  guint64 z = 0;
  if (ck_rt_write (c, c->args[0].u, &z, 8))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_rwlockattr_destroy (CkBuiltinCall *c)
{
  CK_RET_I (c, object_bytes (c, c->args[0].u, 8) ? 0 : EINVAL);
}

static Rwlock *
rwlock_at (CkBuiltinCall *c, guint64 addr)
{
  CkPthreads *p = state (c);
  if (!object_bytes (c, addr, RWLOCK_SIZE))
    return NULL;
  Rwlock *rw = g_hash_table_lookup (p->rwlocks, &addr);
  if (!rw)
    {
      rw = g_new0 (Rwlock, 1);
      rw->readers = g_ptr_array_new ();
      g_hash_table_insert (p->rwlocks, g_memdup2 (&addr, 8), rw);
    }
  return rw;
}

void
ck_bi_pthread_rwlock_init (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  Rwlock *rw = rwlock_at (c, addr);
  if (!rw)
    return;
  if (rw->writer || rw->readers->len)
    {
      char *n = object_name (c, addr);
      misuse (c, "pthread_rwlock_init of read-write lock %s while it is held", n);
      g_free (n);
    }
  g_hash_table_remove (state (c)->rwlocks, &addr);
  rwlock_at (c, addr);
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_rwlock_destroy (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  Rwlock *rw = rwlock_at (c, addr);
  if (!rw)
    return;
  if (rw->writer || rw->readers->len)
    {
      /* undefined behaviour (POSIX); glibc destroys it and returns 0 */
      char *n = object_name (c, addr);
      misuse (c, "pthread_rwlock_destroy of read-write lock %s while it is held: undefined "
              "behaviour", n);
      g_free (n);
    }
  g_hash_table_remove (state (c)->rwlocks, &addr);
  CK_RET_I (c, 0);
}

/* rdlock and tryrdlock: glibc's default prefers readers, so a reader gets the lock whenever no
 * writer holds it. */
static void
rdlock (CkBuiltinCall *c, int mode)
{
  gboolean try = mode == LOCK_TRY, timed = mode == LOCK_TIMED;
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Rwlock *rw = rwlock_at (c, addr);
  if (!rw)
    return;
  if (rw->writer == me)
    {
      CK_RET_I (c, try ? EBUSY : EDEADLK);
      return;
    }
  if (rw->writer)
    {
      if (try)
        {
          CK_RET_I (c, EBUSY);
          return;
        }
      if (timed)
        {
          gboolean passed;
          if (!read_deadline (c, c->args[1].u, &passed))
            return;
          if (passed || me->timed_out)
            {
              me->timed_out = FALSE;
              CK_RET_I (c, ETIMEDOUT);
              return;
            }
        }
      char *n = object_name (c, addr), *o = thread_name (rw->writer);
      ck_hthread_block (c->run, timed, "pthread_rwlock_%srdlock of read-write lock %s, held for "
                        "writing by %s%s", timed ? "timed" : "", n, o,
                        rw->writer->done ? ", which ended without unlocking it" : "");
      g_free (n);
      g_free (o);
      return;
    }
  g_ptr_array_add (rw->readers, me);
  ck_hthread_order (c->run, CK_HOST_ACQUIRE, addr);
  CK_RET_I (c, 0);
}

static void
wrlock (CkBuiltinCall *c, int mode)
{
  gboolean try = mode == LOCK_TRY, timed = mode == LOCK_TIMED;
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Rwlock *rw = rwlock_at (c, addr);
  if (!rw)
    return;
  if (rw->writer == me)
    {
      CK_RET_I (c, try ? EBUSY : EDEADLK);
      return;
    }
  if (rw->writer || rw->readers->len)
    {
      if (try)
        {
          CK_RET_I (c, EBUSY);
          return;
        }
      if (timed)
        {
          gboolean passed;
          if (!read_deadline (c, c->args[1].u, &passed))
            return;
          if (passed || me->timed_out)
            {
              me->timed_out = FALSE;
              CK_RET_I (c, ETIMEDOUT);
              return;
            }
        }
      const char *fn = timed ? "pthread_rwlock_timedwrlock" : "pthread_rwlock_wrlock";
      char *n = object_name (c, addr);
      if (rw->writer)
        {
          char *o = thread_name (rw->writer);
          ck_hthread_block (c->run, timed, "%s of read-write lock %s, held "
                            "for writing by %s%s", fn, n, o,
                            rw->writer->done ? ", which ended without unlocking it" : "");
          g_free (o);
        }
      else
        {
          gboolean mine = FALSE;
          for (guint i = 0; i < rw->readers->len; i++)
            mine |= g_ptr_array_index (rw->readers, i) == me;
          char *o = thread_name (g_ptr_array_index (rw->readers, 0));
          ck_hthread_block (c->run, timed, "%s of read-write lock %s, held "
                            "for reading by %s%s", fn, n,
                            mine ? "this thread itself" : o, rw->readers->len > 1
                            ? " and others" : "");
          g_free (o);
        }
      g_free (n);
      return;
    }
  rw->writer = me;
  ck_hthread_order (c->run, CK_HOST_ACQUIRE, addr);
  ck_hthread_order (c->run, CK_HOST_ACQUIRE, RW_READ_KEY (addr));
  CK_RET_I (c, 0);
}

void ck_bi_pthread_rwlock_rdlock (CkBuiltinCall *c) { rdlock (c, LOCK_WAIT); }
void ck_bi_pthread_rwlock_tryrdlock (CkBuiltinCall *c) { rdlock (c, LOCK_TRY); }
void ck_bi_pthread_rwlock_timedrdlock (CkBuiltinCall *c) { rdlock (c, LOCK_TIMED); }
void ck_bi_pthread_rwlock_wrlock (CkBuiltinCall *c) { wrlock (c, LOCK_WAIT); }
void ck_bi_pthread_rwlock_trywrlock (CkBuiltinCall *c) { wrlock (c, LOCK_TRY); }
void ck_bi_pthread_rwlock_timedwrlock (CkBuiltinCall *c) { wrlock (c, LOCK_TIMED); }

void
ck_bi_pthread_rwlock_unlock (CkBuiltinCall *c)
{
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Rwlock *rw = rwlock_at (c, addr);
  if (!rw)
    return;
  if (rw->writer == me)
    {
      ck_hthread_order (c->run, CK_HOST_RELEASE, addr);
      rw->writer = NULL;
      ck_hthread_wake_all (c->run);
      CK_RET_I (c, 0);
      return;
    }
  if (g_ptr_array_remove (rw->readers, me))
    {
      ck_hthread_order (c->run, CK_HOST_RELEASE, RW_READ_KEY (addr));
      if (!rw->readers->len)
        ck_hthread_wake_all (c->run);
      CK_RET_I (c, 0);
      return;
    }
  /* undefined behaviour (POSIX): the lock's state is left as it is */
  char *n = object_name (c, addr), *t = thread_name (me);
  misuse (c, "pthread_rwlock_unlock of read-write lock %s, which %s does not hold: undefined "
          "behaviour", n, t);
  g_free (n);
  g_free (t);
  CK_RET_I (c, EPERM);
}

/* ---- spin locks --------------------------------------------------------------------------- */

static Mutex *
spin_at (CkBuiltinCall *c, guint64 addr)
{
  CkPthreads *p = state (c);
  if (!object_bytes (c, addr, SPIN_SIZE))
    return NULL;
  Mutex *m = g_hash_table_lookup (p->spins, &addr);
  if (!m)
    {
      m = g_new0 (Mutex, 1);
      g_hash_table_insert (p->spins, g_memdup2 (&addr, 8), m);
    }
  return m;
}

void
ck_bi_pthread_spin_init (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  if (!spin_at (c, addr))
    return;
  g_hash_table_remove (state (c)->spins, &addr);
  spin_at (c, addr);
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_spin_destroy (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  if (!spin_at (c, addr))
    return;
  g_hash_table_remove (state (c)->spins, &addr);
  CK_RET_I (c, 0);
}

/* pthread_spin_lock ([try]: trylock): a thread that spins is modelled as one that waits (it
 * cannot progress until the holder unlocks); relocking by the holder spins forever. */
static void
spin_lock (CkBuiltinCall *c, gboolean try)
{
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Mutex *m = spin_at (c, addr);
  if (!m)
    return;
  if (!m->owner)
    {
      take (c, m, me, addr);
      CK_RET_I (c, 0);
      return;
    }
  if (try)
    {
      CK_RET_I (c, EBUSY);
      return;
    }
  char *n = object_name (c, addr), *o = thread_name (m->owner);
  ck_hthread_block (c->run, FALSE, "pthread_spin_lock of spin lock %s, held by %s%s", n,
                    m->owner == me ? "this thread itself" : o,
                    m->owner != me && m->owner->done ? ", which ended without unlocking it" : "");
  g_free (n);
  g_free (o);
}

void ck_bi_pthread_spin_lock (CkBuiltinCall *c) { spin_lock (c, FALSE); }
void ck_bi_pthread_spin_trylock (CkBuiltinCall *c) { spin_lock (c, TRUE); }

void
ck_bi_pthread_spin_unlock (CkBuiltinCall *c)
{
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 addr = c->args[0].u;
  Mutex *m = spin_at (c, addr);
  if (!m)
    return;
  if (m->owner != me)
    {
      /* undefined behaviour; glibc stores 0 and so unlocks it */
      char *n = object_name (c, addr), *t = thread_name (me);
      misuse (c, "pthread_spin_unlock of spin lock %s, which %s does not hold: undefined "
              "behaviour", n, t);
      g_free (n);
      g_free (t);
    }
  if (m->owner)
    give_up (c, m, addr);
  CK_RET_I (c, 0);
}

/* ---- condition variables ------------------------------------------------------------------ */

void
ck_bi_pthread_condattr_init (CkBuiltinCall *c)
{
  gint32 z = 0;
  if (ck_rt_write (c, c->args[0].u, &z, 4))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_condattr_destroy (CkBuiltinCall *c)
{
  CK_RET_I (c, object_bytes (c, c->args[0].u, 4) ? 0 : EINVAL);
}

static Cond *
cond_at (CkBuiltinCall *c, guint64 addr)
{
  CkPthreads *p = state (c);
  if (!object_bytes (c, addr, COND_SIZE))
    return NULL;
  Cond *cv = g_hash_table_lookup (p->conds, &addr);
  if (!cv)
    {
      cv = g_new0 (Cond, 1);
      g_queue_init (&cv->waiters);
      g_hash_table_insert (p->conds, g_memdup2 (&addr, 8), cv);
    }
  return cv;
}

void
ck_bi_pthread_cond_init (CkBuiltinCall *c)
{
  Cond *cv = cond_at (c, c->args[0].u);
  if (!cv)
    return;
  if (!g_queue_is_empty (&cv->waiters))
    {
      char *n = object_name (c, c->args[0].u);
      misuse (c, "pthread_cond_init of condition variable %s while threads wait on it", n);
      g_free (n);
    }
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_cond_destroy (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  Cond *cv = cond_at (c, addr);
  if (!cv)
    return;
  if (!g_queue_is_empty (&cv->waiters))
    {
      CK_RET_I (c, EBUSY);
      return;
    }
  g_hash_table_remove (state (c)->conds, &addr);
  CK_RET_I (c, 0);
}

/* Wait phases of a thread in pthread_cond_wait (CkHostThread.wait_phase). */
enum { COND_NONE, COND_WAITING, COND_SIGNALLED, COND_TIMED_OUT };

static void
signal_cond (CkBuiltinCall *c, gboolean all)
{
  guint64 addr = c->args[0].u;
  Cond *cv = cond_at (c, addr);
  if (!cv)
    return;
  /* a waiter woken by a signal sees what the signaller did (as ThreadSanitizer models it) */
  ck_hthread_order (c->run, CK_HOST_RELEASE, addr);
  while (!g_queue_is_empty (&cv->waiters))
    {
      CkHostThread *t = g_queue_pop_head (&cv->waiters);
      t->wait_phase = COND_SIGNALLED;
      if (!all)
        break;
    }
  ck_hthread_wake_all (c->run);
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_cond_signal (CkBuiltinCall *c)
{
  signal_cond (c, FALSE);
}

void
ck_bi_pthread_cond_broadcast (CkBuiltinCall *c)
{
  signal_cond (c, TRUE);
}

/* pthread_cond_wait and pthread_cond_timedwait ([timed]): unlock, wait for a signal (or the
 * deadline), then lock again; the thread's wait_phase carries it through the retries. */
static void
cond_wait (CkBuiltinCall *c, gboolean timed)
{
  CkRun *run = c->run;
  CkHostThread *me = ck_hthread_current (run);
  guint64 caddr = c->args[0].u, maddr = c->args[1].u;
  Cond *cv = cond_at (c, caddr);
  Mutex *m = cv ? mutex_at (c, maddr) : NULL;
  if (!m)
    return;
  char *cn = object_name (c, caddr), *mn = object_name (c, maddr);
  if (me->wait_phase == COND_NONE)
    {
      if (m->owner != me)
        {
          if (m->kind == MUTEX_ERRORCHECK || m->kind == MUTEX_RECURSIVE)
            CK_RET_I (c, EPERM);
          else
            {
              misuse (c, "pthread_cond_wait on condition variable %s with mutex %s, which the "
                      "thread does not hold: undefined behaviour", cn, mn);
              CK_RET_I (c, EPERM);
            }
          goto out;
        }
      gboolean passed = FALSE;
      if (timed && !read_deadline (c, c->args[2].u, &passed))
        goto out;
      if (passed)
        {
          CK_RET_I (c, ETIMEDOUT);   /* the deadline passed: the mutex stays held */
          goto out;
        }
      me->wait_ticket = m->count;
      give_up (c, m, maddr);
      g_queue_push_tail (&cv->waiters, me);
      me->wait_phase = COND_WAITING;
    }
  if (me->wait_phase == COND_WAITING && me->timed_out)
    {
      g_queue_remove (&cv->waiters, me);
      me->wait_phase = COND_TIMED_OUT;
    }
  if (me->wait_phase == COND_WAITING)
    {
      ck_hthread_block (run, timed, "pthread_cond_%swait on condition variable %s (mutex %s "
                        "released), which no thread signals", timed ? "timed" : "", cn, mn);
      goto out;
    }
  /* signalled or timed out: lock the mutex again */
  if (m->owner)
    {
      char *o = thread_name (m->owner);
      ck_hthread_block (run, FALSE, "pthread_cond_%swait, locking mutex %s again, held by %s",
                        timed ? "timed" : "", mn, o);
      g_free (o);
      goto out;
    }
  if (me->wait_phase == COND_SIGNALLED)
    ck_hthread_order (run, CK_HOST_ACQUIRE, caddr);
  take (c, m, me, maddr);
  m->count = (guint32) MAX (me->wait_ticket, 1);
  CK_RET_I (c, me->wait_phase == COND_TIMED_OUT ? ETIMEDOUT : 0);
  me->wait_phase = COND_NONE;
out:
  g_free (cn);
  g_free (mn);
}

void
ck_bi_pthread_cond_wait (CkBuiltinCall *c)
{
  cond_wait (c, FALSE);
}

void
ck_bi_pthread_cond_timedwait (CkBuiltinCall *c)
{
  cond_wait (c, TRUE);
}

/* ---- barriers ----------------------------------------------------------------------------- */

void
ck_bi_pthread_barrierattr_init (CkBuiltinCall *c)
{
  gint32 z = 0;
  if (ck_rt_write (c, c->args[0].u, &z, 4))
    CK_RET_I (c, 0);
}

void
ck_bi_pthread_barrierattr_destroy (CkBuiltinCall *c)
{
  CK_RET_I (c, object_bytes (c, c->args[0].u, 4) ? 0 : EINVAL);
}

void
ck_bi_pthread_barrier_init (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  guint64 addr = c->args[0].u;
  if (!object_bytes (c, addr, BARRIER_SIZE))
    return;
  if (c->args[2].u == 0 || c->args[2].u > G_MAXUINT32)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  Barrier *b = g_new0 (Barrier, 1);
  b->count = (guint32) c->args[2].u;
  g_hash_table_insert (p->barriers, g_memdup2 (&addr, 8), b);
  CK_RET_I (c, 0);
}

static Barrier *
barrier_at (CkBuiltinCall *c, guint64 addr)
{
  CkPthreads *p = state (c);
  if (!object_bytes (c, addr, BARRIER_SIZE))
    return NULL;
  Barrier *b = g_hash_table_lookup (p->barriers, &addr);
  if (!b)
    {
      char *n = object_name (c, addr);
      misuse (c, "barrier %s was never initialised with pthread_barrier_init", n);
      g_free (n);
      CK_RET_I (c, EINVAL);
    }
  return b;
}

void
ck_bi_pthread_barrier_destroy (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  Barrier *b = barrier_at (c, addr);
  if (!b)
    return;
  if (b->arrived)
    {
      CK_RET_I (c, EBUSY);
      return;
    }
  if (b->leaving)
    {
      /* glibc's destroy waits until the last round's threads have left the barrier */
      char *n = object_name (c, addr);
      ck_hthread_block (c->run, FALSE, "pthread_barrier_destroy of barrier %s (%u thread%s of "
                        "its last round still to leave)", n, b->leaving, b->leaving == 1 ? "" : "s");
      g_free (n);
      return;
    }
  g_hash_table_remove (state (c)->barriers, &addr);
  CK_RET_I (c, 0);
}

/* The object key of generation [gen] of the barrier at [addr]: the arrivals of one round release
 * to it, the departures of that round acquire from it. */
static guint64
barrier_key (guint64 addr, guint32 gen)
{
  return addr ^ ((guint64) (gen + 1) << 48);
}

enum { BARRIER_NONE, BARRIER_WAITING };

void
ck_bi_pthread_barrier_wait (CkBuiltinCall *c)
{
  CkRun *run = c->run;
  CkHostThread *me = ck_hthread_current (run);
  guint64 addr = c->args[0].u;
  Barrier *b = barrier_at (c, addr);
  if (!b)
    return;
  if (me->wait_phase == BARRIER_WAITING)
    {
      if (b->generation == (guint32) me->wait_ticket)
        {
          char *n = object_name (c, addr);
          ck_hthread_block (run, FALSE, "pthread_barrier_wait on barrier %s (%u of %u threads "
                            "arrived)", n, b->arrived, b->count);
          g_free (n);
          return;
        }
      ck_hthread_order (run, CK_HOST_ACQUIRE, barrier_key (addr, (guint32) me->wait_ticket));
      me->wait_phase = BARRIER_NONE;
      if (b->leaving && --b->leaving == 0)
        ck_hthread_wake_all (run);
      CK_RET_I (c, 0);
      return;
    }
  ck_hthread_order (run, CK_HOST_RELEASE, barrier_key (addr, b->generation));
  if (++b->arrived == b->count)
    {
      /* the last one opens it (and gets PTHREAD_BARRIER_SERIAL_THREAD, as in glibc) */
      ck_hthread_order (run, CK_HOST_ACQUIRE, barrier_key (addr, b->generation));
      b->leaving += b->count - 1;
      b->arrived = 0;
      b->generation++;
      ck_hthread_wake_all (run);
      CK_RET_I (c, BARRIER_SERIAL_THREAD);
      return;
    }
  me->wait_ticket = b->generation;
  me->wait_phase = BARRIER_WAITING;
  char *n = object_name (c, addr);
  ck_hthread_block (run, FALSE, "pthread_barrier_wait on barrier %s (%u of %u threads arrived)",
                    n, b->arrived, b->count);
  g_free (n);
}

/* ---- pthread_once and thread-specific data ------------------------------------------------- */

void
ck_bi_pthread_once (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  state (c);
  guint8 *p = object_bytes (c, addr, 4);
  if (!p)
    return;
  gint32 v;
  memcpy (&v, p, 4);
  if (v == 0)
    {
      const CkFunc *f = host_function (c, c->args[1].u, "pthread_once");
      if (!f)
        return;
      /* the routine runs to its end before another thread runs (host_nest > 1), so no other
         caller can see it in progress */
      v = 1;
      memcpy (p, &v, 4);
      ck_run_call_function (c->run, c->args[1].u, NULL, 0);
      v = 2;
      memcpy (ck_mem_raw (c->run->mem, addr, 4), &v, 4);
      ck_hthread_order (c->run, CK_HOST_RELEASE, addr);
    }
  else
    ck_hthread_order (c->run, CK_HOST_ACQUIRE, addr);
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_key_create (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  if (c->args[1].u && !host_function (c, c->args[1].u, "pthread_key_create"))
    return;
  for (guint32 k = 0; k < KEYS_MAX; k++)
    if (!p->keys[k].in_use)
      {
        if (!ck_rt_write (c, c->args[0].u, &k, 4))
          return;
        p->keys[k].in_use = TRUE;
        p->keys[k].destructor = c->args[1].u;
        /* a new key has the value NULL in every thread */
        for (guint i = 0; c->run->hthreads && i < c->run->hthreads->len; i++)
          {
            CkHostThread *t = g_ptr_array_index (c->run->hthreads, i);
            if (t->specific)
              g_hash_table_remove (t->specific, GUINT_TO_POINTER (k));
          }
        CK_RET_I (c, 0);
        return;
      }
  CK_RET_I (c, EAGAIN);
}

void
ck_bi_pthread_key_delete (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  guint64 k = c->args[0].u & 0xffffffffu;
  if (k >= KEYS_MAX || !p->keys[k].in_use)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  p->keys[k].in_use = FALSE;
  CK_RET_I (c, 0);
}

void
ck_bi_pthread_getspecific (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 k = c->args[0].u & 0xffffffffu;
  CK_RET_U (c, 0);
  if (k < KEYS_MAX && p->keys[k].in_use && me->specific)
    {
      guint64 *v = g_hash_table_lookup (me->specific, GUINT_TO_POINTER ((guint) k));
      if (v)
        CK_RET_U (c, *v);
    }
}

void
ck_bi_pthread_setspecific (CkBuiltinCall *c)
{
  CkPthreads *p = state (c);
  CkHostThread *me = ck_hthread_current (c->run);
  guint64 k = c->args[0].u & 0xffffffffu;
  if (k >= KEYS_MAX || !p->keys[k].in_use)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  if (!me->specific)
    me->specific = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g_hash_table_insert (me->specific, GUINT_TO_POINTER ((guint) k), g_memdup2 (&c->args[1].u, 8));
  CK_RET_I (c, 0);
}

/* A thread ends: the destructors of its non-NULL thread-specific values run in it, in rounds
 * while values remain, at most PTHREAD_DESTRUCTOR_ITERATIONS (POSIX pthread_key_create). */
static void
end_hook (CkRun *run, CkHostThread *t)
{
  CkPthreads *p = ck_rt (run)->pthreads;
  for (int round = 0; p && t->specific && round < DESTRUCTOR_ITERATIONS && !run->exited; round++)
    {
      gboolean any = FALSE;
      for (guint32 k = 0; k < KEYS_MAX && !run->exited; k++)
        {
          guint64 *v = g_hash_table_lookup (t->specific, GUINT_TO_POINTER (k));
          if (!v || !*v || !p->keys[k].in_use || !p->keys[k].destructor)
            continue;
          CkVal arg = { 0 };
          arg.u = *v;
          *v = 0;
          any = TRUE;
          ck_run_call_function (run, p->keys[k].destructor, &arg, 1);
        }
      if (!any)
        break;
    }
}
