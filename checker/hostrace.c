/* checker/hostrace.c — data races between host threads of <pthread.h> (issue 18): vector clocks
 * per thread and per synchronisation object (a mutex, a thread's start and end, a barrier round,
 * a condition variable, a pthread_once), happens-before as POSIX XBD 4.12 defines it, and per
 * byte the last write and two reads, as the [K §3.1] tuples of race.c but ordered by clocks.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "checker/checker-private.h"

/* Bytes per shadow page: the shadow of an allocation is sparse (a thread's stack is 8 MiB). */
#define PAGE 64

/* One byte: the last write and up to two reads not ordered before it, each as (thread, the
 * thread's clock at the access, site). Thread 0: none. */
typedef struct Access {
  guint32 thread;
  guint32 clock;
  guint32 site;
} Access;

typedef struct Cell {
  Access write;
  Access read[2];
} Cell;

static void
page_table_free (gpointer p)
{
  g_hash_table_destroy (p);
}

static void
clock_free (gpointer p)
{
  g_array_free (p, TRUE);
}

void
ck_hostrace_init (CkHostRace *hr)
{
  memset (hr, 0, sizeof *hr);
  hr->clocks = g_ptr_array_new_with_free_func (clock_free);
  hr->entries = g_ptr_array_new ();
  hr->objects = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, clock_free);
  hr->shadow = g_hash_table_new_full (NULL, NULL, NULL, page_table_free);
}

void
ck_hostrace_clear (CkHostRace *hr)
{
  g_ptr_array_free (hr->clocks, TRUE);
  g_ptr_array_free (hr->entries, TRUE);
  g_hash_table_destroy (hr->objects);
  g_hash_table_destroy (hr->shadow);
}

static inline guint32
vc_get (const GArray *vc, guint32 thread)
{
  return vc && thread - 1 < vc->len ? g_array_index (vc, guint32, thread - 1) : 0;
}

static void
vc_set (GArray *vc, guint32 thread, guint32 v)
{
  if (vc->len < thread)
    g_array_set_size (vc, thread);
  g_array_index (vc, guint32, thread - 1) = v;
}

/* dst = dst ⊔ src */
static void
vc_join (GArray *dst, const GArray *src)
{
  if (dst->len < src->len)
    g_array_set_size (dst, src->len);
  for (guint i = 0; i < src->len; i++)
    if (g_array_index (src, guint32, i) > g_array_index (dst, guint32, i))
      g_array_index (dst, guint32, i) = g_array_index (src, guint32, i);
}

/* The clock of host thread [who], made when it first appears: its own entry starts at 1. */
static GArray *
thread_clock (CkHostRace *hr, const CkWho *who)
{
  guint32 id = who->host_thread;
  if (hr->clocks->len < id)
    {
      g_ptr_array_set_size (hr->clocks, id);
      g_ptr_array_set_size (hr->entries, id);
    }
  GArray *vc = g_ptr_array_index (hr->clocks, id - 1);
  if (!vc)
    {
      vc = g_array_new (FALSE, TRUE, sizeof (guint32));
      vc_set (vc, id, 1);
      hr->clocks->pdata[id - 1] = vc;
      hr->entries->pdata[id - 1] = (gpointer) who->host_entry;
    }
  return vc;
}

/*
 * Release:  L(o) := L(o) ⊔ C(t);  C(t)(t) := C(t)(t) + 1
 * Acquire:  C(t) := C(t) ⊔ L(o)
 */
void
ck_hostrace_order (CkChecker *c, const CkHostOrderEvent *ev)
{
  CkHostRace *hr = &c->host_race;
  if (!ev->who || !ev->who->host_thread)
    return;
  GArray *vc = thread_clock (hr, ev->who);
  GArray *o = g_hash_table_lookup (hr->objects, &ev->object);
  if (ev->kind == CK_HOST_RELEASE)
    {
      if (!o)
        {
          o = g_array_new (FALSE, TRUE, sizeof (guint32));
          g_hash_table_insert (hr->objects, g_memdup2 (&ev->object, 8), o);
        }
      vc_join (o, vc);
      guint32 id = ev->who->host_thread;
      vc_set (vc, id, vc_get (vc, id) + 1);
    }
  else if (o)
    vc_join (vc, o);
}

/* Whether access [a] happens before the current access of a thread with clock [vc]. */
static inline gboolean
precedes (const Access *a, guint32 me, const GArray *vc)
{
  return !a->thread || a->thread == me || a->clock <= vc_get (vc, a->thread);
}

static const char *
access_phrase (CkAccessKind k)
{
  return k == CK_ACC_READ ? "read" : k == CK_ACC_WRITE ? "write" : "atomic update";
}

static void
report (CkChecker *c, const CkAccessEvent *ev, CkAlloc *a, guint64 off, const Access *prev,
        guint64 byte)
{
  CkHostRace *hr = &c->host_race;
  const CkSite *ps = &g_array_index (c->race.sites, CkSite, prev->site);
  CkFoldKey key = { CK_REPORT_RACE, ev->loc, ps->loc, (guint64) ps->kind * 4 + ev->kind + 32 };
  CkReport *f = ck_report_begin (&c->reporter, &key, NULL, ev->who->function);
  if (!f)
    return;
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "data race on %s memory: %s of %u byte%s at ",
                          ck_report_space_name (a->space), access_phrase (ev->kind), ev->size,
                          ev->size == 1 ? "" : "s");
  ck_race_append_place (s, a, off, ev->size, ev->who);
  g_string_append_printf (s, " conflicts with an earlier %s by another host thread",
                          access_phrase (ps->kind));
  ck_report_set_message (f, "%s", s->str);

  CkReportThread pt = { 0 }, ct;
  pt.role = "previous";
  pt.access = ck_report_access_name (ps->kind);
  pt.is_host = TRUE;
  pt.host_thread = prev->thread;
  pt.host_entry = prev->thread - 1 < hr->entries->len
                  ? g_ptr_array_index (hr->entries, prev->thread - 1) : NULL;
  ck_report_thread_of (&ct, ev->who, 0);
  ct.role = "current";
  ct.access = ck_report_access_name (ev->kind);

  g_string_assign (s, "previous ");
  g_string_append_printf (s, "%s by ", access_phrase (ps->kind));
  ck_report_append_thread (s, &pt);
  if (byte != off)
    g_string_append_printf (s, " (first conflicting byte: offset %" G_GUINT64_FORMAT ")", byte);
  ck_report_add_note (f, ps->loc, "%s", s->str);
  g_string_assign (s, access_phrase (ev->kind));
  g_string_append (s, " by ");
  ck_report_append_thread (s, &ct);
  g_string_append (s, "; no mutex, join, condition variable, barrier, pthread_once or "
                   "release/acquire atomic orders the two accesses");
  ck_report_add_note (f, ev->loc, "%s", s->str);
  ck_report_add_thread_raw (f, &ct);
  ck_report_add_thread_raw (f, &pt);
  g_string_free (s, TRUE);
  ck_report_emit (&c->reporter, f);
}

static Cell *
cell_page (CkHostRace *hr, CkAlloc *a, guint64 page)
{
  GHashTable *pages = g_hash_table_lookup (hr->shadow, a);
  if (!pages)
    {
      pages = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      g_hash_table_insert (hr->shadow, a, pages);
    }
  Cell *p = g_hash_table_lookup (pages, &page);
  if (!p)
    {
      p = g_new0 (Cell, PAGE);
      g_hash_table_insert (pages, g_memdup2 (&page, 8), p);
    }
  return p;
}

/* Checks and records one access of [ev]'s lane 0 ([a], [off]) per byte: a write races with the
 * last write and the reads not ordered before it, a read with the last write; atomics do not
 * race with each other. Reports the first conflicting byte once per access. */
void
ck_hostrace_access (CkChecker *c, const CkAccessEvent *ev)
{
  CkHostRace *hr = &c->host_race;
  int l = __builtin_ctzll (ev->mask);
  CkAlloc *a = ev->alloc[l];
  guint64 addr = ev->addr[l];
  if (!a || a->is_freed || addr < a->base || addr - a->base >= a->size)
    return;
  guint64 off = addr - a->base;
  guint64 n = MIN ((guint64) ev->size, a->size - off);
  guint32 me = ev->who->host_thread;
  GArray *vc = thread_clock (hr, ev->who);
  Access cur = { me, vc_get (vc, me), ck_race_site (&c->race, ev) };
  gboolean is_write = ev->kind != CK_ACC_READ, is_atomic = ev->kind == CK_ACC_ATOMIC;
  gboolean reported = FALSE;
  Cell *page = NULL;
  guint64 page_no = G_MAXUINT64;
  for (guint64 b = off; b < off + n; b++)
    {
      if (b / PAGE != page_no)
        {
          page_no = b / PAGE;
          page = cell_page (hr, a, page_no);
        }
      Cell *cell = &page[b % PAGE];
      const Access *conflict = NULL;
      if (!precedes (&cell->write, me, vc))
        {
          const CkSite *ws = &g_array_index (c->race.sites, CkSite, cell->write.site);
          if (!(is_atomic && ws->kind == CK_ACC_ATOMIC))
            conflict = &cell->write;
        }
      if (!conflict && is_write)
        for (int r = 0; r < 2 && !conflict; r++)
          if (!precedes (&cell->read[r], me, vc))
            {
              const CkSite *rs = &g_array_index (c->race.sites, CkSite, cell->read[r].site);
              if (!(is_atomic && rs->kind == CK_ACC_ATOMIC))
                conflict = &cell->read[r];
            }
      if (conflict && !reported)
        {
          Access prev = *conflict;
          report (c, ev, a, off, &prev, b);
          reported = TRUE;
        }
      if (is_write)
        {
          cell->write = cur;
          memset (cell->read, 0, sizeof cell->read);
        }
      else if (cell->read[0].thread == me || precedes (&cell->read[0], me, vc))
        cell->read[0] = cur;
        /* a read ordered after the one it replaces races with every write the old one did */
      else if (cell->read[1].thread == me || precedes (&cell->read[1], me, vc))
        cell->read[1] = cur;
      else
        cell->read[1] = cur;   /* a third concurrent reader: the oldest-but-one is forgotten */
    }
}

/* [a] was freed: its bytes are gone (addresses are never reused, so nothing can race on them
 * again; a use after free is memcheck's), and so is their shadow. */
void
ck_hostrace_free (CkChecker *c, const CkAlloc *a)
{
  g_hash_table_remove (c->host_race.shadow, a);
}
