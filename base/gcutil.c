/* base/gcutil.c — Boehm-GC helpers: formatted strings, the GC-backed pointer vector and the
 * string map.
 * SPDX-License-Identifier: MIT */
#include "base/gcutil.h"

#include <stdarg.h>
#include <stdio.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

/* The huge page size that transparent huge pages use on x86-64 and most arm64 kernels; on a
 * kernel with another size the advice still applies, to the pages of that size that fit. */
#define CK_GCUTIL_HUGE_PAGE ((guintptr) 2 << 20)

/* Finds in /proc/self/maps the mapping that holds [addr]; FALSE if there is none. */
static gboolean
find_mapping (guintptr addr, guintptr *start, guintptr *end)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  char line[512];
  gboolean found = FALSE;
  while (f && !found && fgets (line, sizeof line, f))
    {
      unsigned long a, b;
      if (sscanf (line, "%lx-%lx", &a, &b) == 2 && addr >= a && addr < b)
        {
          *start = a;
          *end = b;
          found = TRUE;
        }
    }
  if (f)
    fclose (f);
  return found;
}

void
ck_gc_reserve_heap (gsize bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  /* One huge page more than asked: the part of the section below its first huge-page boundary
   * is given up (see below), so that [bytes] remain on huge pages. */
  if (!GC_expand_hp (bytes + CK_GCUTIL_HUGE_PAGE))
    return;
  /* Boehm GC gives no section addresses: a pointer-free object of half the new section can only
   * come from that section, so its address locates it (atomic objects are not cleared, so
   * nothing is touched). The advice is limited to [bytes] around it, within its mapping. */
  char *probe = GC_MALLOC_ATOMIC (bytes / 2);
  if (probe == NULL)
    return;
  guintptr p = (guintptr) probe, start, end;
  GC_FREE (probe);
  if (!find_mapping (p, &start, &end))
    return;
  start = MAX (start, p > bytes ? p - bytes : 0);
  end = MIN (end, p + bytes + CK_GCUTIL_HUGE_PAGE);
  start = (start + CK_GCUTIL_HUGE_PAGE - 1) & ~(CK_GCUTIL_HUGE_PAGE - 1);
  end &= ~(CK_GCUTIL_HUGE_PAGE - 1);
  if (end <= start)
    return;
  (void) madvise ((void *) start, end - start, MADV_HUGEPAGE);
  /* The collector places a section where its last one ended, not where the kernel would align
   * it, and allocates from a section's low end: the part below the first huge-page boundary
   * (up to 2 MiB) came in 4 KiB pages, and its page faults cost a few milliseconds of every
   * run (issue 3). An uncollectable pointer-free object takes that part for good; it is never
   * touched, so it costs address space only. The probe showed where the section's free space
   * begins; an object that lands anywhere else is given back. */
  if (p < start && start - p < CK_GCUTIL_HUGE_PAGE)
    {
      char *pad = GC_MALLOC_ATOMIC_UNCOLLECTABLE (start - p);
      if (pad != NULL && (guintptr) pad != p)
        GC_FREE (pad);
    }
#else
  (void) GC_expand_hp (bytes);
#endif
}

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

gpointer
ck_vec_structs (const CkVec *v, gsize size)
{
  char *a = GC_MALLOC (size * ((gsize) v->len + 1));
  for (int i = 0; i < v->len; i++)
    memcpy (a + size * (gsize) i, ck_vec_get (v, i), size);
  return a;
}

/* ---------------------------------------------------------------- the string map */

static char strmap_tombstone;
#define TOMBSTONE ((gpointer) &strmap_tombstone)

guint
ck_strmap_hash (const char *key, int len)
{
  guint h = 2166136261u;
  for (int i = 0; i < len; i++)
    h = (h ^ (guchar) key[i]) * 16777619u;
  return h;
}

static CkStrMapEntry *
strmap_find (const CkStrMap *map, const char *key, int len, guint h)
{
  if (map->cap == 0)
    return NULL;
  guint mask = (guint) map->cap - 1;
  for (guint i = h & mask;; i = (i + 1) & mask)
    {
      CkStrMapEntry *e = &map->entries[i];
      if (e->value == NULL)
        return NULL;
      if (e->hash == h && e->len == len && memcmp (e->key, key, (gsize) len) == 0)
        return e;
    }
}

gpointer
ck_strmap_get (const CkStrMap *map, const char *key, int len)
{
  CkStrMapEntry *e = strmap_find (map, key, len, ck_strmap_hash (key, len));
  return e && e->value != TOMBSTONE ? e->value : NULL;
}

static void
strmap_grow (CkStrMap *map)
{
  CkStrMapEntry *old = map->entries;
  int old_cap = map->cap;
  map->cap = old_cap ? old_cap * 2 : 64;
  map->entries = ck_new_n (CkStrMapEntry, map->cap);
  map->used = 0;
  guint mask = (guint) map->cap - 1;
  for (int j = 0; j < old_cap; j++)
    {
      CkStrMapEntry *o = &old[j];
      if (o->value == NULL || o->value == TOMBSTONE)
        continue;
      guint i = o->hash & mask;
      while (map->entries[i].value != NULL)
        i = (i + 1) & mask;
      map->entries[i] = *o;
      map->used++;
    }
}

void
ck_strmap_put (CkStrMap *map, const char *key, int len, gpointer value)
{
  g_return_if_fail (value != NULL);
  guint h = ck_strmap_hash (key, len);
  CkStrMapEntry *e = strmap_find (map, key, len, h);
  if (e)
    {
      e->value = value;
      return;
    }
  if ((map->used + 1) * 4 >= map->cap * 3)
    strmap_grow (map);
  guint mask = (guint) map->cap - 1;
  guint i = h & mask;
  while (map->entries[i].value != NULL)
    i = (i + 1) & mask;
  map->entries[i] = (CkStrMapEntry) { key, len, h, value };
  map->used++;
  map->len++;
}

void
ck_strmap_remove (CkStrMap *map, const char *key, int len)
{
  CkStrMapEntry *e = strmap_find (map, key, len, ck_strmap_hash (key, len));
  if (e && e->value != TOMBSTONE)
    {
      e->value = TOMBSTONE;
      map->len--;
    }
}

gboolean
ck_strmap_at (const CkStrMap *map, int i, const char **key, gpointer *value)
{
  const CkStrMapEntry *e = &map->entries[i];
  if (e->value == NULL || e->value == TOMBSTONE)
    return FALSE;
  *key = e->key;
  *value = e->value;
  return TRUE;
}

gpointer
ck_strmap_value_at (const CkStrMap *map, int i)
{
  gpointer v = map->entries[i].value;
  return v == TOMBSTONE ? NULL : v;
}

gpointer
ck_map_get (const CkStrMap *map, const char *key)
{
  return ck_strmap_get (map, key, (int) strlen (key));
}

void
ck_map_put (CkStrMap *map, const char *key, gpointer value)
{
  if (value)
    ck_strmap_put (map, key, (int) strlen (key), value);
  else
    ck_strmap_remove (map, key, (int) strlen (key));
}
