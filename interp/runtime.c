/* interp/runtime.c — the core of the host runtime (issue 21): its state (CkRuntime: handles,
 * files, the at-exit work), how a builtin reads and writes program memory and strings, and the
 * allocation notifications every allocating builtin shares (libc.c, cudart.c, devlib.c, ...).
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include "interp/runtime.h"

CkRuntime *
ck_rt (CkRun *run)
{
  return run->runtime;
}

const char *
ck_rt_name (CkBuiltinCall *c)
{
  return c->s && c->s->builtin >= 0 ? ck_builtin_table[c->s->builtin].name : "builtin";
}

/* Stops the calling lane after an access the memory layer could not perform (it has reported
 * the access itself). */
void
ck_rt_access_failed (CkBuiltinCall *c)
{
  ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                "'%s' stopped after an invalid memory access", ck_rt_name (c));
}

gboolean
ck_rt_read (CkBuiltinCall *c, guint64 addr, void *buf, gsize n)
{
  if (n == 0)
    return TRUE;
  if (ck_mem_read_bytes (c->run, c->w, c->lane, addr, buf, n, ck_rt_loc (c)))
    return TRUE;
  ck_rt_access_failed (c);
  return FALSE;
}

gboolean
ck_rt_write (CkBuiltinCall *c, guint64 addr, const void *buf, gsize n)
{
  if (n == 0)
    return TRUE;
  if (ck_mem_write_bytes (c->run, c->w, c->lane, addr, buf, n, ck_rt_loc (c)))
    return TRUE;
  ck_rt_access_failed (c);
  return FALSE;
}

char *
ck_rt_string_max (CkBuiltinCall *c, guint64 addr, gsize max)
{
  char *s = ck_mem_read_string (c->run, c->w, c->lane, addr, max, ck_rt_loc (c));
  if (!s)
    ck_rt_access_failed (c);
  return s;
}

char *
ck_rt_string (CkBuiltinCall *c, guint64 addr)
{
  return ck_rt_string_max (c, addr, G_MAXSIZE);
}

const CkWho *
ck_rt_who (CkBuiltinCall *c)
{
  return c->w ? &c->w->who : ck_run_copy_engine_who (c->run);
}

guint64
ck_rt_static_string (CkBuiltinCall *c, gboolean named, const char *s)
{
  CkRuntime *rt = ck_rt (c->run);
  gpointer hit = g_hash_table_lookup (rt->strings, s);
  if (hit)
    return *(guint64 *) hit;
  char *key = g_strdup (s);
  gsize len = strlen (s) + 1;
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, len, 1,
                             named ? key : NULL, ck_rt_loc (c));
  if (!a)
    {
      g_free (key);
      return 0;
    }
  memcpy (ck_mem_raw (c->run->mem, a->base, len), s, len);
  a->is_readonly = TRUE;
  guint64 *v = g_new (guint64, 1);
  *v = a->base;
  g_hash_table_insert (rt->strings, key, v);
  return a->base;
}

gboolean
ck_rt_report (CkBuiltinCall *c, CkFaultKind kind, const char *fmt, ...)
{
  if (!ck_run_observes (c->run, on_fault))
    return FALSE;
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  CkFaultEvent ev = { ck_rt_who (c), kind, c->lane, ck_rt_loc (c), msg };
  ck_run_on_fault (c->run, &ev);
  g_free (msg);
  return TRUE;
}

void
ck_rt_notify_alloc (CkBuiltinCall *c, CkAlloc *a)
{
  if (ck_run_observes (c->run, on_alloc))
    {
      CkAllocEvent ev = { ck_rt_who (c), a, ck_rt_loc (c) };
      ck_run_on_alloc (c->run, &ev);
    }
}

void
ck_rt_notify_free (CkBuiltinCall *c, CkAlloc *a, guint64 addr, CkFreeStatus st, const char *function)
{
  if (ck_run_observes (c->run, on_free))
    {
      CkFreeEvent ev = { ck_rt_who (c), a, addr, st, function, ck_rt_loc (c) };
      ck_run_on_free (c->run, &ev);
    }
}

guint64
ck_rt_alloc (CkBuiltinCall *c, CkSpace space, CkAllocKind kind, guint64 size, guint64 align)
{
  CkAlloc *a = ck_mem_alloc (c->run->mem, space, kind, size, align, NULL, ck_rt_loc (c));
  if (!a)
    return 0;
  ck_rt_notify_alloc (c, a);
  return a->base;
}

CkFreeStatus
ck_rt_release (CkBuiltinCall *c, guint64 addr, unsigned kinds, const char *function)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
  CkFreeStatus st;
  if (!a)
    st = CK_FREE_UNKNOWN;
  else if (a->is_freed)
    st = CK_FREE_DOUBLE;
  else if (a->base != addr)
    st = CK_FREE_NOT_HEAP_START;
  else if (!(kinds & (1u << a->kind)))
    st = CK_FREE_WRONG_FUNCTION;   /* also delete of new[]'d or malloc'd memory, free of new'd */
  else
    {
      ck_mem_release (c->run->mem, addr, &st);
      a->free_loc = ck_rt_loc (c);
    }
  ck_rt_notify_free (c, a, addr, st, function);
  return st;
}

/* ---- the runtime state ------------------------------------------------------------------- */

guint64
ck_rt_new_handle (CkRuntime *rt)
{
  rt->next_handle += 0x100;
  return CK_ADDR_MAKE (CK_SPACE_NONE, CK_RT_HANDLE_BASE + rt->next_handle);
}

CkRtFile *
ck_rt_add_file (CkRuntime *rt, FILE *fp, gboolean is_std)
{
  CkRtFile *f = g_new0 (CkRtFile, 1);
  f->handle = ck_rt_new_handle (rt);
  f->fp = fp;
  f->is_std = is_std;
  g_hash_table_insert (rt->files, &f->handle, f);
  return f;
}

guint64
ck_rt_static_block (CkRun *run, guint64 size, const char *name)
{
  CkAlloc *a = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, size, 16, name,
                             (CkSrcLoc) { NULL, 0, 0 });
  g_assert (a);
  return a->base;
}

gpointer
ck_runtime_new (CkRun *run)
{
  CkRuntime *rt = g_new0 (CkRuntime, 1);
  rt->run = run;
  run->builtins = ck_builtin_table;
  run->n_builtins = CK_BUILTIN__COUNT;
  run->capture_launch = ck_rt_capture_launch;
  rt->files = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
  rt->exceptions = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, ck_rt_exception_free);
  rt->events = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, ck_rt_event_free);
  rt->registered = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  rt->atexit = g_array_new (FALSE, FALSE, sizeof (guint64));
  rt->strings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  ck_rt_add_file (rt, stdin, TRUE);
  ck_rt_add_file (rt, stdout, TRUE);
  ck_rt_add_file (rt, stderr, TRUE);
  /* glibc: rand() is random() with a TYPE_3 state seeded with 1 */
  initstate_r (1, (char *) rt->rand_state, sizeof rt->rand_state, &rt->rand);
  /* drand48 before any seeding: glibc's state is zero (X0 = 0, its multiplier set on first use) */
  memset (&rt->rand48, 0, sizeof rt->rand48);
  rt->errno_addr = ck_rt_static_block (run, 4, "errno");
  rt->getopt_addr = ck_rt_static_block (run, 24, "optarg");
  gint32 one = 1;
  memcpy (ck_mem_raw (run->mem, rt->getopt_addr + 8, 4), &one, 4);   /* optind */
  memcpy (ck_mem_raw (run->mem, rt->getopt_addr + 12, 4), &one, 4);  /* opterr */
  ck_cudart_context_defaults (rt);
  return rt;
}

void
ck_runtime_free (gpointer p)
{
  CkRuntime *rt = p;
  if (!rt)
    return;
  g_hash_table_destroy (rt->files);
  g_hash_table_destroy (rt->exceptions);
  g_hash_table_destroy (rt->events);
  g_hash_table_destroy (rt->registered);
  g_array_free (rt->atexit, TRUE);
  g_hash_table_destroy (rt->strings);
  ck_posix_free (rt->posix);
  ck_texture_state_free (rt->tex);
  ck_pthreads_free (rt->pthreads);
  ck_curand_free (rt);
  ck_cudart_pools_free (rt);
  if (rt->getopt_strings)
    g_ptr_array_free (rt->getopt_strings, TRUE);
  if (rt->getopt_host)
    g_hash_table_destroy (rt->getopt_host);
  g_free (rt);
}

gboolean
ck_runtime_terminated (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  return rt && rt->terminated;
}

void
ck_runtime_at_exit (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt)
    return;
  /* atexit handlers run in reverse order of registration (C11 7.22.4.4), not after abort */
  while (!rt->aborted && rt->atexit->len > 0)
    {
      guint64 fn = g_array_index (rt->atexit, guint64, rt->atexit->len - 1);
      g_array_set_size (rt->atexit, rt->atexit->len - 1);
      ck_run_call_function (run, fn, NULL, 0);
    }
  /* shared file mappings reach their files however the process ends: the kernel holds their
     pages, not the process */
  ck_posix_at_exit (run);
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, rt->files);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      CkRtFile *f = v;
      if (rt->aborted)
        __fpurge (f->fp);
      else if (f->is_std)
        fflush (f->fp);
      else
        fclose (f->fp);
      if (!f->is_std)
        g_hash_table_iter_remove (&it);
    }
}
