/* frontend/gcutil.h — Boehm-GC allocation helpers and a GC-backed growable vector.
 * DESIGN §5: everything built before the run (tokens, AST, types, program environment) is GC
 * memory; GC objects are only referenced from GC memory, stacks and registered roots.
 * SPDX-License-Identifier: MIT */
#ifndef CK_GCUTIL_H
#define CK_GCUTIL_H

#include <gc.h>
#include <glib.h>
#include <string.h>

#define ck_new(T)         ((T *) GC_MALLOC (sizeof (T)))             /* zeroed */
#define ck_new_n(T, n)    ((T *) GC_MALLOC (sizeof (T) * (gsize) (n)))
#define ck_new_atomic(n)  ((char *) GC_MALLOC_ATOMIC (n))             /* no pointers inside */

static inline char *
ck_strndup (const char *s, gsize n)
{
  char *p = ck_new_atomic (n + 1);
  memcpy (p, s, n);
  p[n] = 0;
  return p;
}

static inline char *
ck_strdup (const char *s)
{
  return ck_strndup (s, strlen (s));
}

char *ck_strdup_printf (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

/**
 * ck_gc_reserve_heap:
 * @bytes: how much GC memory the caller expects to allocate soon
 *
 * Grows the collector's heap by [bytes] in one section and, where the kernel offers
 * transparent huge pages, asks for that section to be backed by them. cudak builds its whole
 * frontend and lowering output without collecting (the GC is disabled until the run), so every
 * object lands on a fresh page: with 4 KiB pages that is one page fault per 4 KiB, which on a
 * virtual machine cost more than the frontend's own work (issue 8). Call it once, after
 * GC_INIT; the memory is only reserved, not touched. Failure is harmless: allocation then
 * simply proceeds on ordinary pages.
 */
void ck_gc_reserve_heap (gsize bytes);

/* A growable vector of pointers in GC memory. */
typedef struct CkVec {
  gpointer *data;
  int len;
  int cap;
} CkVec;

void ck_vec_push (CkVec *v, gpointer p);
#define ck_vec_get(v, i) ((v)->data[(i)])
#define ck_vec_last(v)   ((v)->data[(v)->len - 1])

/* Copies the [size]-byte objects [v] points to into one array, followed by a zeroed one. */
gpointer ck_vec_structs (const CkVec *v, gsize size);
/* [v], a vector of T *, as an array of T. */
#define ck_vec_array(T, v) ((T *) ck_vec_structs ((v), sizeof (T)))

#endif
