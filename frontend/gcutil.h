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

/* A growable vector of pointers in GC memory. */
typedef struct CkVec {
  gpointer *data;
  int len;
  int cap;
} CkVec;

void ck_vec_push (CkVec *v, gpointer p);
#define ck_vec_get(v, i) ((v)->data[(i)])
#define ck_vec_last(v)   ((v)->data[(v)->len - 1])

#endif
