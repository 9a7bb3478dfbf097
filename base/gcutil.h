/* base/gcutil.h — Boehm-GC allocation helpers, a GC-backed growable vector and the string map.
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

/* The string-keyed map of cudak (GC memory, open addressing); keys are (text, len) byte strings
 * and are not copied: they must outlive the map. A NULL value cannot be stored (it marks an
 * empty slot). The lexer's keyword table, the preprocessor's macros and every symbol table of
 * the parser use it. */
typedef struct CkStrMapEntry {
  const char *key;
  int len;
  guint hash;
  gpointer value;   /* NULL: empty slot; a tombstone: removed */
} CkStrMapEntry;

typedef struct CkStrMap {
  CkStrMapEntry *entries;
  int cap;          /* slots: iterate i < cap with ck_strmap_at */
  int used;         /* slots in use, removed ones included */
  int len;          /* entries */
} CkStrMap;

gpointer ck_strmap_get (const CkStrMap *map, const char *key, int len);
void ck_strmap_put (CkStrMap *map, const char *key, int len, gpointer value);
void ck_strmap_remove (CkStrMap *map, const char *key, int len);
guint ck_strmap_hash (const char *key, int len);
/* The entry in slot [i] (0 <= i < map->cap): TRUE and its key and value, or FALSE if empty. */
gboolean ck_strmap_at (const CkStrMap *map, int i, const char **key, gpointer *value);
/* The value in slot [i], or NULL if it is empty. */
gpointer ck_strmap_value_at (const CkStrMap *map, int i);
/* The same with a NUL-terminated key; putting NULL removes the key. */
gpointer ck_map_get (const CkStrMap *map, const char *key);
void ck_map_put (CkStrMap *map, const char *key, gpointer value);

#endif
