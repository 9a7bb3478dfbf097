/* frontend/gcutil.c — Boehm-GC helpers: formatted strings and the GC-backed pointer vector.
 * SPDX-License-Identifier: MIT */
#include "frontend/gcutil.h"

#include <stdarg.h>
#include <stdio.h>

char *
ck_strdup_printf (const char *fmt, ...)
{
  va_list ap, ap2;
  char buf[256];
  va_start (ap, fmt);
  va_copy (ap2, ap);
  int n = vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  char *p = ck_new_atomic ((gsize) n + 1);
  if ((gsize) n < sizeof buf)
    memcpy (p, buf, (gsize) n + 1);
  else
    vsnprintf (p, (gsize) n + 1, fmt, ap2);
  va_end (ap2);
  return p;
}

void
ck_vec_push (CkVec *v, gpointer p)
{
  if (v->len == v->cap)
    {
      int cap = v->cap ? v->cap * 2 : 8;
      gpointer *data = ck_new_n (gpointer, cap);
      if (v->len)
        memcpy (data, v->data, sizeof (gpointer) * (gsize) v->len);
      v->data = data;
      v->cap = cap;
    }
  v->data[v->len++] = p;
}
