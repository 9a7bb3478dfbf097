/* checker/checker-private.h — the checker's state and the contracts between its files:
 * reporter (report.c), suppressions (suppress.c), shadow memory (shadow.c), races (race.c),
 * memory errors (memcheck.c), barriers and deadlocks (sync.c). Not for use outside checker/.
 * SPDX-License-Identifier: MIT */
#ifndef CK_CHECKER_PRIVATE_H
#define CK_CHECKER_PRIVATE_H

#include <stdio.h>
#include "checker/checker.h"
#include "frontend/diag.h"

/* ---- finding kinds (report-kinds.def) ---- */

typedef enum {
#define CK_REPORT_KIND(id, sev, check, name, desc) CK_REPORT_##id,
#include "checker/report-kinds.def"
#undef CK_REPORT_KIND
  CK_REPORT__COUNT
} CkReportKind;

typedef enum { CK_SEVERITY_ERROR, CK_SEVERITY_WARNING } CkSeverity;

/* Which --xxxcheck switch turns a kind off; ALWAYS kinds stop the run and cannot be. */
typedef enum {
  CK_CHECK_RACE, CK_CHECK_MEM, CK_CHECK_INIT, CK_CHECK_SYNC, CK_CHECK_LEAK, CK_CHECK_API,
  CK_CHECK_ALWAYS,
} CkCheckClass;

typedef struct CkReportKindInfo {
  CkSeverity severity;
  CkCheckClass check;
  const char *name;            /* rule id: "data-race" */
  const char *description;     /* one sentence for SARIF's rule list */
} CkReportKindInfo;

extern const CkReportKindInfo ck_report_kind_info[CK_REPORT__COUNT];

/* ---- suppressions (suppress.c) ---- */

typedef enum {
  CK_SUPPRESS_KIND,            /* the rule id of the finding */
  CK_SUPPRESS_FILE,            /* the file of the finding's first location */
  CK_SUPPRESS_KERNEL,          /* the kernel running when it was found */
  CK_SUPPRESS_FUNCTION,        /* the API or free function, else the kernel */
  CK_SUPPRESS__COUNT
} CkSuppressField;

typedef struct CkSuppressions CkSuppressions;

CkSuppressions *ck_suppress_parse (const char *text, const char *filename, GError **e);
CkSuppressions *ck_suppress_load (const char *path, GError **e);
/* [fields] is indexed by CkSuppressField; NULL entries match no rule of that field. */
gboolean ck_suppress_is_match (const CkSuppressions *s, const char *const *fields);
guint ck_suppress_n_rules (const CkSuppressions *s);
void ck_suppress_free (CkSuppressions *s);

/* ---- reports (report.c) ---- */

typedef struct CkReportNote {
  CkSrcLoc loc;                /* zero: a note without location */
  char *message;
} CkReportNote;

/* One thread involved in a finding, for JSON/SARIF ([role]: "current", "previous", ...). */
typedef struct CkReportThread {
  const char *role;
  gboolean is_host;
  gboolean is_copy;            /* the CUDA runtime's copy engine (an asynchronous copy) */
  CkDim3 block;
  CkDim3 thread;
  guint32 warp;
  guint32 lane;
  const char *access;          /* "read", "write", "atomic" or NULL */
  guint32 host_thread;         /* a host thread of <pthread.h> (CkWho.host_thread), 0 if none */
  const char *host_entry;      /* ... and the function it started in */
} CkReportThread;

/* Findings with the same key are one finding reported [count] times. */
typedef struct CkFoldKey {
  CkReportKind kind;
  CkSrcLoc loc;
  CkSrcLoc loc2;
  guint64 extra;
} CkFoldKey;

typedef struct CkReport {
  CkFoldKey key;
  CkSrcLoc loc;                /* the primary location: where the error happened */
  char *message;               /* headline: lowercase, no final period */
  GArray *notes;               /* CkReportNote */
  GArray *threads;             /* CkReportThread */
  char *fields[CK_SUPPRESS__COUNT];
  guint count;
  gboolean is_suppressed;
  gboolean is_printed;
} CkReport;

typedef struct CkReporter {
  const CkCheckerOptions *opts;
  CkSuppressions *suppressions;
  GHashTable *fold;            /* CkFoldKey* (inside the CkReport) -> CkReport* */
  GPtrArray *reports;          /* every CkReport, in order of first occurrence */
  guint n_errors;              /* distinct unsuppressed findings */
  guint n_warnings;
  guint n_repeats;             /* occurrences folded into an earlier finding */
  guint n_suppressed;          /* occurrences dropped by a suppression rule */
  guint n_unprinted;           /* distinct findings past --print-limit */
  guint n_printed;
  guint n_printed_kind[CK_REPORT__COUNT];    /* --print-limit applies to each kind alone, */
  guint n_unprinted_kind[CK_REPORT__COUNT];  /* so that no kind starves another (issue 23) */
  FILE *out;                   /* text reports, JSON, SARIF */
  gboolean owns_out;
  CkCheckerSinkFunc sink;
  gpointer sink_data;
  CkCheckerSinkFunc tap;       /* sees the text too, whatever writes it (--trace-html) */
  gpointer tap_data;
} CkReporter;

void ck_report_init (CkReporter *r, const CkCheckerOptions *opts);
void ck_report_clear (CkReporter *r);

/* Starts a finding. Returns NULL when it is a repeat of a known finding (its count grows) or
 * its kind's check is off; otherwise the caller fills it with ck_report_set_message(),
 * ck_report_add_note(), ck_report_add_thread() and hands it to ck_report_emit(). */
CkReport *ck_report_begin (CkReporter *r, const CkFoldKey *key, const char *kernel,
                           const char *function);
void ck_report_set_message (CkReport *f, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
void ck_report_add_note (CkReport *f, CkSrcLoc loc, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
void ck_report_add_thread (CkReport *f, const char *role, const CkWho *who, guint32 lane,
                           const char *access);
void ck_report_add_thread_raw (CkReport *f, const CkReportThread *t);
/* Applies suppressions, records the finding, and prints it (text) within the print limit. */
void ck_report_emit (CkReporter *r, CkReport *f);
/* Writes the JSON/SARIF document and the fold counts; returns the summary line (g_free). */
char *ck_report_finish (CkReporter *r, guint64 seed);
void ck_report_write (CkReporter *r, const char *text, gboolean is_summary);

gboolean ck_report_is_kind_enabled (const CkCheckerOptions *o, CkReportKind kind);
/* gcc layout: "file:line:col: level: msg\n source line\n caret\n" appended to [out]. */
void ck_report_format_diag (GString *out, CkDiagLevel level, CkSrcLoc loc, const char *msg);
/* "thread (4,0,0) of block (1,0,0) (warp 0, lane 4)" or "the host thread". */
void ck_report_append_thread (GString *s, const CkReportThread *t);
void ck_report_thread_of (CkReportThread *t, const CkWho *who, guint32 lane);
/* "threads 0-3, 7" for the lanes of [mask] of the warp [who] (linear thread indices). */
void ck_report_append_lanes (GString *s, const CkWho *who, CkMask mask);
/* "'name'" or "an allocation of 72 bytes allocated at f.cu:3:5". */
void ck_report_append_alloc (GString *s, const CkAlloc *a);
const char *ck_report_space_name (CkSpace space);
const char *ck_report_access_name (CkAccessKind k);
gboolean ck_srcloc_is_set (CkSrcLoc loc);

/* ---- shadow memory (shadow.c) ---- */

/* Race tuple of the last write to one granule or byte [K §3.1]. [epoch] 0 means none; the
 * epoch also names the grid, block, warp and barrier generation of the access (CkEpochInfo). */
typedef struct CkShadowWriter {
  guint32 epoch;
  guint32 site;                /* index into the site table: location of the access */
  guint32 serial;              /* access event (statement instance) that wrote it */
  guint32 value;               /* the bytes written (little-endian), if CK_SHADOW_VALUE_KNOWN */
  guint16 thread;              /* linear thread index within the block */
  guint8 flags;
  guint8 has_read_set;         /* more concurrent readers in the shadow's read set of the cell */
} CkShadowWriter;

/* A reader; a cell keeps two readers of different threads (the first one and the latest
 * other), so that a writer always finds a reader that is not itself. A third reader that
 * neither slot orders before it inflates the cell: the readers beyond the two slots go to the
 * cell's read set (CkReadSet), so that no concurrent reader is lost. */
typedef struct CkShadowReader {
  guint32 epoch;
  guint32 site;
  guint16 thread;
  guint8 flags;
  guint8 pad;
} CkShadowReader;

enum {
  CK_SHADOW_ATOMIC = 1 << 0,      /* the write was an atomic read-modify-write */
  CK_SHADOW_CONVERGED = 1 << 1,   /* the warp was converged (warp-sync model) */
  CK_SHADOW_VALUE_KNOWN = 1 << 2, /* [value] holds the bytes written */
  CK_SHADOW_VOLATILE = 1 << 3,    /* a volatile access */
};

typedef struct CkShadowCell {
  CkShadowWriter w;
  CkShadowReader r1, r2;
} CkShadowCell;

/* Readers of one cell beyond its two slots, like FastTrack's read-shared state: the threads
 * [base, base + 32) of [lanes] read at [site] in [epoch] (the lanes of one warp statement
 * share an entry). Entries ordered before a later reader are dropped when the set fills up
 * (race.c), the whole set at the cell's next write or when every entry is stale. */
typedef struct CkReadSetEntry {
  guint32 epoch;
  guint32 site;
  guint32 lanes;               /* bit i: thread base + i */
  guint16 base;                /* a multiple of 32 */
  guint8 flags;
  guint8 pad;
} CkReadSetEntry;

typedef struct CkReadSet {
  guint32 n, cap;
  guint32 max_epoch;           /* newest epoch of an entry: the set is stale below the floor */
  guint32 pad;
  CkReadSetEntry e[];
} CkReadSet;

/* Race tuples are kept per aligned granule of this many bytes while every access covers whole
 * granules (ints, floats, doubles: nearly always); the first access to part of a granule splits
 * it into one cell per byte. A cell is 44 bytes, so the shadow costs 11 bytes per byte. */
#define CK_SHADOW_GRANULE 4
#define CK_SHADOW_SPLIT_SLAB 256

#define CK_READ_SET_CLASSES 8                           /* capacities 8, 16, ..., 1024 */
#define CK_READ_SET_POOLED (8u << (CK_READ_SET_CLASSES - 1))

/* A range form of the tuples of copies (issue 22): granules [lo, hi) whose pages of tuples were
 * never touched have [tmpl] as their tuple (with CK_SHADOW_VALUE_KNOWN: each granule's bytes in
 * memory are its writer's value). A page's granules take it when
 * the page is first touched (ck_shadow_fault_in); a copy of the CUDA runtime checks and updates
 * the template once for all of them (race.c ck_race_access_copy). */
typedef struct CkCopyRun {
  guint64 lo, hi;
  CkShadowCell tmpl;
} CkCopyRun;

/* The shadow of one allocation, parallel to its bytes. Invariant: [init] is NULL (every byte
 * counts as initialised) or holds one bit per byte; [cells] is NULL until the first device
 * access of memory that threads can share, then holds one cell per granule; a granule whose
 * bit is set in [split_bits] uses the CK_SHADOW_GRANULE byte cells in [split] instead. */
typedef struct CkShadow {
  CkAlloc *alloc;
  struct CkShadowTable *table; /* whose slabs its read sets come from */
  gboolean is_released;        /* a window given back (ck_shadow_release_window): as if absent
                                  (lookup finds nothing) until ck_shadow_ensure takes it again */
  guint64 size;
  guint8 *init;
  CkShadowCell *cells;
  guint8 *cell_pages;          /* 1 bit per 4 KiB page of [cells] from [cell_page0]: the page
                                  was written (NULL while [cells] is under 8 MiB) */
  guintptr cell_page0;         /* the page of cells[0] (its address / 4096) */
  GArray *runs;                /* CkCopyRun, sorted and disjoint: the tuples copies left on
                                  granules whose pages of tuples were never touched (NULL:
                                  none; only with [cell_pages]) */
  guint8 *split_bits;
  CkShadowCell **split_at;     /* granule index -> its CkShadowCell[CK_SHADOW_GRANULE] (zero
                                  pages where nothing is split) */
  GSList *split_slabs;         /* the byte cells, CK_SHADOW_SPLIT_SLAB granules' to a slab */
  CkShadowCell *split_next;    /* the unused rest of the newest slab */
  guint32 split_left;          /* ... in granules */
  guint64 n_split;             /* granules split */
  CkReadSet **granule_sets;    /* the read sets of the granule cells, by granule (NULL until
                                  the first): a cell has one when its w.has_read_set is set */
  GHashTable *byte_sets;       /* the read sets of byte cells: CkShadowCell* -> CkReadSet* */
  guint64 n_sets;              /* read sets of this shadow */
  guint32 *wseq;               /* --memory=fermi: per byte, the mid of the last store seen (its
                                  sequence number), 0 for writes outside memory programs; NULL
                                  until the first store of a memory program */
} CkShadow;

typedef struct CkShadowTable {
  GHashTable *by_alloc;        /* CkAlloc* -> CkShadow* */
  CkAlloc *last_alloc;         /* two-entry cache: the lanes of a statement mostly share one, */
  CkShadow *last;              /* a loop mostly moves between two (a[i] * b[j]) */
  CkAlloc *last2_alloc;
  CkShadow *last2;
  guint64 cell_bytes;          /* bytes of race tuples allocated now */
  guint64 read_set_bytes;      /* bytes of read sets allocated now */
  guint64 n_read_sets;         /* read sets allocated now */
  guint64 peak_bytes;          /* the largest cell_bytes + read_set_bytes so far (--stats) */
  /* Read sets of up to CK_READ_SET_POOLED entries come from slabs (issue 22: no malloc or
     realloc per set, and a set dropped by a write is reused by the next): a set of capacity
     cap takes a chunk of the class of the smallest 8 << k >= cap; free chunks wait in their
     class's list. The slabs go when no read set is left (no grid runs) and with the table. */
  CkReadSet *free_sets[CK_READ_SET_CLASSES];
  GSList *slabs;               /* g_malloc'd slabs */
  guint8 *slab_at, *slab_end;  /* the unused rest of the newest slab */
} CkShadowTable;

void ck_shadow_table_init (CkShadowTable *t);
void ck_shadow_table_clear (CkShadowTable *t);
CkShadow *ck_shadow_lookup (CkShadowTable *t, CkAlloc *a);
CkShadow *ck_shadow_ensure (CkShadowTable *t, CkAlloc *a);
/* Starts tracking initialisation of [a]: every byte uninitialised. */
void ck_shadow_track_init (CkShadowTable *t, CkAlloc *a);
CkShadowCell *ck_shadow_cells (CkShadowTable *t, CkShadow *s);
/* Before the tuples of bytes [off, end) of [s] are read and written: a page of tuples never
 * written yet is written first (one zero byte), so that the kernel gives it its own zeroed page
 * at once, not the shared zero page for the read and a copy of it for the write (two page
 * faults; issue 22). A page that lies in runs (CkCopyRun) takes their templates, the bytes in
 * memory as their writers' values, except the bytes [ev] (the access being checked, or NULL)
 * has already written: its old values where it has them. */
void ck_shadow_fault_in (CkShadow *s, guint64 off, guint64 end, const CkAccessEvent *ev);
/* Whether the tuple of granule [g] is its cell (a page it lies in was touched), not a run's. */
static inline gboolean
ck_shadow_granule_is_live (const CkShadow *s, guint64 g)
{
  guintptr p = ((guintptr) &s->cells[g] >> 12) - s->cell_page0;
  guintptr q = (((guintptr) &s->cells[g + 1] - 1) >> 12) - s->cell_page0;
  return ((s->cell_pages[p >> 3] >> (p & 7)) | (s->cell_pages[q >> 3] >> (q & 7))) & 1;
}
/* The index of the first run of [s] that ends after granule [g] (runs->len if none). */
guint ck_shadow_run_at (const CkShadow *s, guint64 g);
/* Makes [pieces] (CkCopyRun, sorted, disjoint, covering [lo, hi)) the runs of [lo, hi). */
void ck_shadow_set_runs (CkShadow *s, guint64 lo, guint64 hi, GArray *pieces);
static inline void
ck_shadow_cells_touch (CkShadow *s, guint64 off, guint64 end, const CkAccessEvent *ev)
{
  if (G_LIKELY (!s->cell_pages))
    return;
  /* the pages of the first byte of the first tuple and of the last byte of the last one */
  guintptr p = ((guintptr) &s->cells[off / CK_SHADOW_GRANULE] >> 12) - s->cell_page0;
  guintptr q = (((guintptr) &s->cells[(end - 1) / CK_SHADOW_GRANULE + 1] - 1) >> 12)
               - s->cell_page0;
  if (!((s->cell_pages[p >> 3] >> (p & 7)) & (s->cell_pages[q >> 3] >> (q & 7)) & 1) || q > p + 1)
    ck_shadow_fault_in (s, off, end, ev);
}

static inline gboolean
ck_shadow_is_split (const CkShadow *s, guint64 granule)
{
  return s->split_bits && (s->split_bits[granule >> 3] >> (granule & 7)) & 1;
}
/* The byte cells of [granule], splitting it first (copying its granule cell). */
CkShadowCell *ck_shadow_split (CkShadowTable *t, CkShadow *s, guint64 granule);
void ck_shadow_drop (CkShadowTable *t, CkAlloc *a);
/* ck_shadow_drop() for a shared or local window that the semantics gives back to its pool (the
 * same CkAlloc comes back for a later block or thread): the shadow stays in the table, empty
 * and released, so that the next ck_shadow_ensure() of it neither inserts nor allocates it. */
void ck_shadow_release_window (CkShadowTable *t, CkAlloc *a);
/* The read set of [cell] (w.has_read_set), or NULL. */
CkReadSet *ck_shadow_read_set (const CkShadow *s, const CkShadowCell *cell);
/* The read set of [cell] with room for at least [cap] entries, created (empty) or grown. */
CkReadSet *ck_shadow_read_set_reserve (CkShadowTable *t, CkShadow *s, CkShadowCell *cell,
                                       guint32 cap);
/* Frees the read set of [cell], if any, and clears w.has_read_set. */
void ck_shadow_read_set_drop (CkShadowTable *t, CkShadow *s, CkShadowCell *cell);
/* Frees every read set (no grid runs: every reader is ordered before what comes next). */
void ck_shadow_forget_read_sets (CkShadowTable *t);
/* Offset of the first uninitialised byte of [off, off+len) or -1. */
gint64 ck_shadow_first_uninit (const CkShadow *s, guint64 off, guint64 len);
void ck_shadow_set_init (CkShadow *s, guint64 off, guint64 len);
/* Marks [len] bytes at [off] of [a] uninitialised (a frame was pushed there), tracking [a]'s
 * initialisation from now on if it was not (every byte uninitialised) and growing the bits
 * when [a] has grown (a thread's local window). */
void ck_shadow_clear_init (CkShadowTable *t, CkAlloc *a, guint64 off, guint64 len);
/* Copies the init bits of [len] bytes at [src_off] of [src] to [dst_off] of [dst] (memmove
 * semantics: the ranges may overlap); [src] NULL or untracked: the bytes become initialised. */
void ck_shadow_copy_init (CkShadow *dst, guint64 dst_off, const CkShadow *src, guint64 src_off,
                          guint64 len);
/* Calls [fn] on every epoch the tuples and read sets of every allocation hold (0 and stale
 * ones too), which it may rewrite: race.c's collection of unnamed epochs. */
void ck_shadow_foreach_epoch (CkShadowTable *t, void (*fn) (guint32 *epoch, gpointer data),
                              gpointer data);
/* Drops the race tuples of every allocation (epoch counter wrapped). */
void ck_shadow_forget_races (CkShadowTable *t);

/* ---- race detection (race.c) ---- */

/* What the race predicate knows about one access. */
typedef struct CkRaceStamp {
  guint32 grid;                /* grid slot */
  guint32 block;               /* linear block index */
  guint32 warp;
  guint32 thread;              /* linear thread index within the block */
  guint32 bar_gen;             /* barrier generation of the block */
  guint32 epoch;               /* changes at every barrier, __syncwarp and fence of the warp */
  guint32 serial;              /* statement instance; 0 unknown (readers) */
  guint32 site;                /* where (not used by the predicate) */
  gboolean is_write;
  gboolean is_atomic;
  gboolean is_converged;
  gboolean is_volatile;
  guint32 warp_gen;            /* __syncwarp generation of the warp */
  guint32 agent;               /* host (0) or stream, and its position (semantics/stream.c) */
  guint64 pos;                 /* 0: unknown */
  const CkClock *order;        /* the current access only: what precedes it, or NULL */
  CkMask lockstep;             /* lanes of the warp step (warp-sync model; 0: unknown) */
  guint32 lane;                /* lane of [thread] in its warp */
  guint32 grid_gen;            /* grid barrier generation of the grid (grid.sync()) */
} CkRaceStamp;

gboolean ck_race_is_race (CkRaceModel model, const CkRaceStamp *prev, const CkRaceStamp *cur);

typedef struct CkEpochInfo {
  guint32 grid, block, warp, bar_gen, warp_gen;
  guint32 grid_gen;            /* the grid's grid barrier generation */
  guint32 agent;
  guint64 pos;
  CkMask lockstep;             /* warp-sync model: the lanes of its warp steps (a warp takes a
                                  new epoch when they change) */
  guint32 host_thread;         /* the host thread of <pthread.h> (CkWho.host_thread), for reports */
  const char *host_entry;
  CkDim3 block_idx;            /* the block's coordinates, for reports */
} CkEpochInfo;

typedef struct CkBlockOrder CkBlockOrder;

typedef struct CkBlockState {
  guint32 bar_gen;
  guint32 n_warps;
  guint32 *warp_epoch;         /* current epoch of each warp, 0: take a new one */
  guint32 *warp_gen;           /* __syncwarp generation of each warp */
  CkBlockOrder *order;         /* fences and acquired clocks (order.c); NULL until a fence */
} CkBlockState;

typedef struct CkGridState {
  guint32 grid_id;
  const char *kernel;
  CkDim3 block_dim;
  guint32 warp_size;
  gboolean is_ended;
  gboolean is_host;            /* the host thread or the copy engine, not a grid */
  gboolean has_order;          /* its accesses carry clocks: ending does not make them stale */
  guint32 grid_gen;            /* grid barriers (grid.sync() of a cooperative launch) passed */
  GHashTable *blocks;          /* linear block index -> CkBlockState*: the blocks that run (a
                                  block's state goes at its end; its epochs keep what reports
                                  need of it) */
  CkBlockState *last;          /* one-entry cache of [blocks]: the block of [last_block] */
  guint32 last_block;
} CkGridState;

typedef struct CkSite {
  CkSrcLoc loc;
  guint64 stmt_id;
  CkAccessKind kind;
} CkSite;

#define CK_SITE_CACHE_SIZE 256   /* direct-mapped: a kernel's hot statements fit */

typedef struct CkRaceState {
  guint32 epoch_floor;         /* epochs below are from grids that all ended: stale */
  guint32 next_epoch;
  GArray *epochs;              /* CkEpochInfo, index epoch - epoch_floor */
  guint32 collect_at;          /* epochs->len at which the epochs no tuple names are dropped */
  GPtrArray *grids;            /* CkGridState*, by slot */
  guint32 last_grid_slot;
  guint32 n_active;            /* grids begun and not ended */
  guint32 n_ordered_ended;     /* grids with clocks that ended since everything was forgotten */
  guint32 serial;              /* statement instances so far */
  gboolean lockstep_epochs;    /* warp-sync model: epochs record the lanes in lockstep */
  guint64 serial_step;         /* the warp step of the last one (CkAccessEvent.step) */
  GArray *sites;               /* CkSite, index 0 unused */
  GHashTable *site_index;      /* CkSite* key (in [site_keys]) -> index */
  GPtrArray *site_keys;
  struct { guint64 stmt_id; const CkSrcFile *file; guint32 line, col; guint32 kind, index; }
    site_cache[CK_SITE_CACHE_SIZE];
  /* Release/acquire ordering by fences and atomics (order.c); all empty while no running grid
   * has executed a fence. */
  GHashTable *sync_objects;    /* address -> CkSyncObject* */
  guint32 n_fenced_blocks;     /* blocks with an order record */
  guint32 n_acquired;          /* clocks acquired so far (0: no access can be ordered by one) */
  guint32 n_blocks_ended;      /* blocks ended since the epochs were last forgotten (read sets
                                  fold the entries of ended blocks: race.c) */
  /* The stamp of the last event, for the next event of the same warp step, statement and kind
     (an atomic's lanes come one event each: ck_race_stamp_event); NULL [stamp_who]: none. */
  const CkWho *stamp_who;
  guint64 stamp_step, stamp_stmt;
  CkSrcLoc stamp_loc;
  CkAccessKind stamp_kind;
  gboolean stamp_volatile;
  CkRaceStamp stamp;
} CkRaceState;

/* ---- the checker ---- */

/* A <<<...>>> launch that failed leaves its error only in the last error: it is unchecked
 * until cudaGetLastError or cudaPeekAtLastError retrieves it. [error] is 0 until the next API
 * event says what the last error is. */
typedef struct CkPendingLaunch {
  gboolean is_pending;
  CkSrcLoc loc;
  int error;
  const char *error_name;      /* [error]'s cudaError_t name (static), NULL if unknown */
} CkPendingLaunch;

/* Races between host threads of <pthread.h> on host memory (hostrace.c): vector clocks of the
 * threads and of their synchronisation objects, and a sparse shadow of the bytes they touch. */
typedef struct CkHostRace {
  GPtrArray *clocks;           /* GArray of guint32 per host thread id (index id - 1) */
  GPtrArray *entries;          /* const char * per host thread id: where it started */
  GHashTable *objects;         /* object key -> GArray of guint32: what was released to it */
  GHashTable *shadow;          /* CkAlloc * -> GHashTable (page -> cells) */
} CkHostRace;

void ck_hostrace_init (CkHostRace *hr);
void ck_hostrace_clear (CkHostRace *hr);
void ck_hostrace_order (CkChecker *c, const CkHostOrderEvent *ev);
/* Checks and records lane 0's access of [ev] by a host thread (who->host_thread > 0). */
void ck_hostrace_access (CkChecker *c, const CkAccessEvent *ev);
/* Forgets the shadow of freed allocation [a]. */
void ck_hostrace_free (CkChecker *c, const CkAlloc *a);
/* "'x'", "'a'[3]", "byte 2 of 'x'", ... for [size] bytes at [off] of [a] (race.c). */
void ck_race_append_place (GString *s, const CkAlloc *a, guint64 off, guint32 size,
                           const CkWho *who);

struct CkChecker {
  CkCheckerOptions opts;
  CkReporter reporter;
  CkShadowTable shadow;
  CkRaceState race;
  CkHostRace host_race;
  CkPendingLaunch launch;
  gboolean host_faulted;       /* an error of the host thread that stops it was reported */
  guint sticky_frees;          /* cudaFree* calls that failed with a kernel's sticky error: the
                                  program tried to free, the dead context would not let it */
  GHashTable *uninit_seen;     /* (alloc serial, site) pairs reported once */
  GHashTable *stale_pending;   /* --memory=fermi: mid of a load in flight -> CkStalePending* */
  gboolean is_finished;
  int exit_status;
};

void ck_race_state_init (CkRaceState *rs);
void ck_race_state_clear (CkRaceState *rs);
void ck_race_kernel_begin (CkChecker *c, const CkKernelEvent *ev);
void ck_race_kernel_end (CkChecker *c, const CkKernelEvent *ev);
void ck_race_barrier (CkChecker *c, const CkWho *who);
void ck_race_grid_barrier (CkChecker *c, const CkWho *who);
void ck_race_warp_sync (CkChecker *c, const CkWho *who);
void ck_race_block_end (CkChecker *c, const CkWho *who);
/* The host synchronised with all device work: forget every access so far. */
void ck_race_device_idle (CkChecker *c);
guint32 ck_race_site (CkRaceState *rs, const CkAccessEvent *ev);
/* Checks and records lane [lane]'s access of [ev] to bytes [off, off+size) of [sh]. */
void ck_race_access_lane (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur,
                          int lane, CkShadow *sh, guint64 off);
/* The same for an access of at least 64 KiB (a copy or memset of the CUDA runtime or of the
 * host): checks and records it per run of tuples (CkCopyRun) where it can and returns TRUE;
 * FALSE: use ck_race_access_lane. */
gboolean ck_race_access_copy (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur,
                              int lane, CkShadow *sh, guint64 off);
/* Fills the parts of the stamp common to the lanes of [ev]. */
void ck_race_stamp_event (CkChecker *c, const CkAccessEvent *ev, CkRaceStamp *cur);
/* ck_race_access_lane() for every lane of [ev] when they all access [sh]'s allocation, which
 * starts at [base] (the shadow's cells are allocated first). */
void ck_race_access_warp (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur,
                          CkShadow *sh, guint64 base);
/* tests: race.c's quick predicate against the full one (see there) */
int ck_race_quick_conflict_check (CkChecker *c, guint32 epoch, guint32 thread, guint8 flags,
                                  gboolean is_write, const CkRaceStamp *cur, gboolean *full);
/* tests: the answer of the warp path's memo (race.c), to compare with quick_conflict's */
/* For tests: whether the read set prune can be skipped for [set] and [cur] (race.c), and in
 * [*changed] whether the prune changes [set]. */
gboolean ck_race_read_set_prune_check (CkChecker *c, const CkReadSet *set,
                                       const CkRaceStamp *cur, gboolean *changed);
int ck_race_memo_conflict_check (CkChecker *c, guint32 epoch, guint32 thread, guint8 flags,
                                 gboolean is_write, const CkRaceStamp *cur);
gboolean ck_race_is_tracked (const CkAlloc *a);
/* Returns the block state of [who] in its running grid. */
CkBlockState *ck_race_block_of (CkRaceState *rs, const CkWho *who, guint32 *slot);
/* The state of block [block] of grid [g] while it runs, or NULL. */
CkBlockState *ck_race_block_at (const CkGridState *g, guint32 block);
/* Returns the current epoch of [who]'s warp, taking a new one if it has none. */
guint32 ck_race_warp_epoch (CkRaceState *rs, guint32 slot, CkBlockState *b, const CkWho *who);

/* Stale reads (--memory=fermi, race.c): when a load is issued, the stores to its bytes that the
 * program's synchronisation orders before it; when its value arrives, a byte older than one of
 * them is a stale read. */
typedef struct CkStalePending {
  guint32 required[16];        /* per byte of the load: the oldest store acceptable (0: any) */
  guint8 expected[16];         /* per byte: the value that store wrote, when [known] */
  guint16 known;               /* bit b: expected[b] is known (a write of up to 8 bytes) */
  guint32 writer_site;         /* the newest such store, for the report */
  gboolean writer_known;
  CkReportThread writer;
  CkAlloc *alloc;
  guint64 off;
} CkStalePending;
void ck_race_load_value (CkChecker *c, const CkLoadValueEvent *ev);

/* Ordering by fences and atomics (order.c), the release and acquire patterns of the PTX memory
 * model: a fence followed by an atomic releases what came before the fence; an atomic on the
 * same address acquires it. */
void ck_order_init (CkRaceState *rs);
void ck_order_clear (CkRaceState *rs);
void ck_order_fence (CkChecker *c, const CkFenceEvent *ev);
void ck_order_atomic (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur,
                      guint64 addr);
void ck_order_barrier (CkRaceState *rs, CkBlockState *b);
void ck_order_block_free (CkRaceState *rs, CkBlockState *b);
/* Whether a release/acquire chain orders [prev] before [cur] (cur->thread is the lane's). */
gboolean ck_order_is_ordered (CkRaceState *rs, const CkRaceStamp *prev, const CkRaceStamp *cur);

void ck_memcheck_alloc (CkChecker *c, const CkAllocEvent *ev);
void ck_memcheck_free (CkChecker *c, const CkFreeEvent *ev);
void ck_memcheck_bad_address (CkChecker *c, const CkBadAccessEvent *ev);
void ck_memcheck_init_lane (CkChecker *c, const CkAccessEvent *ev, int lane, CkShadow *sh,
                            guint64 off, guint32 size);
/* The initialisation check of every lane of [ev] at once, its lanes all in [ev->one_alloc]
 * (whose shadow [sh] tracks it): a write's bits set, a read's tested. FALSE, having changed
 * nothing, when a lane reads a byte never written or [ev] is an atomic (test and set per lane):
 * ck_memcheck_init_lane then checks lane by lane. */
gboolean ck_memcheck_init_warp (CkChecker *c, const CkAccessEvent *ev, CkShadow *sh);
void ck_memcheck_exit (CkChecker *c, const CkExitEvent *ev);
void ck_memcheck_copy (CkChecker *c, const CkCopyEvent *ev);
void ck_memcheck_frame (CkChecker *c, const CkFrameEvent *ev);
gboolean ck_memcheck_is_init_tracked (CkAllocKind kind);

void ck_sync_barrier_arrive (CkChecker *c, const CkBarrierArriveEvent *ev);
void ck_sync_deadlock (CkChecker *c, const CkDeadlockEvent *ev);

#endif
