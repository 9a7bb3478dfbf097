/* tests/checker-testutil.h — synthesized observer events for the checker's unit tests: a source
 * file, CkWho and CkAlloc built by hand, and a checker whose reports land in a GString.
 * SPDX-License-Identifier: MIT */
#ifndef CK_CHECKER_TESTUTIL_H
#define CK_CHECKER_TESTUTIL_H

#include <string.h>
#include <glib.h>
#include "checker/checker.h"

/* Figure 1 of [K] with the second __syncthreads() removed (line numbers as in the paper). */
static const char tu_sum_text[] =
  "#include <stdio.h>\n"                                          /* 1 */
  "#include <cuda.h>\n"                                           /* 2 */
  "#define N 18\n"                                                /* 3 */
  "#define NBLOCKS 2\n"                                           /* 4 */
  "#define NTHREADS (N/NBLOCKS)\n"                                /* 5 */
  "__global__ void sum(int* in, int* out) {\n"                    /* 6 */
  "  extern __shared__ int shared[];\n"                           /* 7 */
  "  int i, tid = threadIdx.x, bid = blockIdx.x, bdim = blockDim.x;\n" /* 8 */
  "  shared[tid] = in[bid * bdim + tid];\n"                       /* 9 */
  "  __syncthreads();\n"                                          /* 10 */
  "  if (tid < bdim/2) {\n"                                       /* 11 */
  "    shared[tid] += shared[bdim/2 + tid];\n"                    /* 12 */
  "  }\n"                                                         /* 13 */
  "\n"                                                            /* 14 */
  "  if (tid == 0) {\n"                                           /* 15 */
  "    for (i=1; i != (bdim/2)+(bdim%2); ++i) {\n"                /* 16 */
  "      shared[0] += shared[i];\n"                               /* 17 */
  "    }\n"                                                       /* 18 */
  "    out[bid] = shared[0];\n"                                   /* 19 */
  "  }\n"                                                         /* 20 */
  "}\n"                                                           /* 21 */
  "int main(void) {\n"                                            /* 22 */
  "  int *p = (int *) malloc(40);\n"                              /* 23 */
  "  cudaMalloc(&dev_in, N * sizeof(int));\n"                     /* 24 */
  "  free(p);\n";                                                 /* 25 */

static CkSrcFile tu_sum_file = { "sum.cu", tu_sum_text, sizeof tu_sum_text - 1, 0, FALSE, NULL };

static inline CkSrcLoc
tu_loc (guint32 line, guint32 col)
{
  return (CkSrcLoc) { &tu_sum_file, line, col };
}

/* Warp [warp] of block [bx] (1-D grid) of grid [grid], [nthreads] threads per block. */
static inline CkWho
tu_who (guint32 grid, guint32 bx, guint32 nthreads, guint32 warp, guint32 warp_size)
{
  CkWho w;
  memset (&w, 0, sizeof w);
  w.grid_id = grid;
  w.kernel = "sum";
  w.block_idx = (CkDim3) { bx, 0, 0 };
  w.block_linear = bx;
  w.block_dim = (CkDim3) { nthreads, 1, 1 };
  w.warp_id = warp;
  w.warp_size = warp_size;
  w.first_thread = warp * warp_size;
  w.warp_converged = TRUE;
  return w;
}

static inline CkWho
tu_host (void)
{
  CkWho w;
  memset (&w, 0, sizeof w);
  w.is_host = TRUE;
  return w;
}

static inline CkAlloc
tu_alloc (CkAllocKind kind, CkSpace space, guint64 base_off, guint64 size, const char *name,
          CkSrcLoc loc, guint64 serial)
{
  CkAlloc a;
  memset (&a, 0, sizeof a);
  a.base = CK_ADDR_MAKE (space, base_off);
  a.size = size;
  a.kind = kind;
  a.space = space;
  a.name = name;
  a.alloc_loc = loc;
  a.serial = serial;
  return a;
}

typedef struct TuChecker {
  CkCheckerOptions opts;
  CkChecker *c;
  CkObserver obs;
  GString *text;
  GString *summary;
  guint64 stmt;
} TuChecker;

static void
tu_sink (const char *text, gboolean is_summary, gpointer data)
{
  TuChecker *t = data;
  g_string_append (is_summary ? t->summary : t->text, text);
}

/* Options are applied as "name=value" strings; NULL-terminated. */
static inline void
tu_start (TuChecker *t, const char *const *opts)
{
  memset (t, 0, sizeof *t);
  ck_checker_options_init (&t->opts);
  for (int i = 0; opts && opts[i]; i++)
    {
      char **kv = g_strsplit (opts[i], "=", 2);
      GError *e = NULL;
      /* the option strings must outlive the checker: intern them */
      g_assert_true (ck_checker_parse_option (&t->opts, g_intern_string (kv[0]),
                                              kv[1] ? g_intern_string (kv[1]) : NULL, &e));
      g_assert_no_error (e);
      g_strfreev (kv);
    }
  t->c = ck_checker_new (&t->opts);
  ck_checker_set_sink (t->c, tu_sink, t);
  ck_checker_observer (t->c, &t->obs);
  t->text = g_string_new (NULL);
  t->summary = g_string_new (NULL);
}

static inline int
tu_finish (TuChecker *t, int status)
{
  return ck_checker_finish (t->c, status);
}

static inline void
tu_stop (TuChecker *t)
{
  ck_checker_free (t->c);
  g_string_free (t->text, TRUE);
  g_string_free (t->summary, TRUE);
}

/* Lane l of [who] accesses [size] bytes at offset [start] + [stride] * (thread index) of [a],
 * for the lanes of [mask]; writes store [value] + [vstride] * thread. Each call is a new
 * statement instance; [stmt] names the statement (0: derived from the location). */
static inline void
tu_access (TuChecker *t, const CkWho *who, CkAccessKind kind, CkMask mask, guint32 size,
           CkAlloc *a, guint64 start, guint64 stride, guint64 value, guint64 vstride,
           CkSrcLoc loc)
{
  guint64 addr[CK_MAX_WARP], oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  CkAlloc *alloc[CK_MAX_WARP];
  for (int l = 0; l < CK_MAX_WARP; l++)
    {
      guint64 tid = who->first_thread + (guint64) l;
      addr[l] = a->base + start + stride * tid;
      alloc[l] = a;
      oldv[l] = 0;
      newv[l] = value + vstride * tid;
    }
  CkAccessEvent ev = {
    .who = who, .kind = kind, .mask = mask, .size = size, .addr = addr,
    .alloc = alloc, .old_value = oldv, .new_value = newv, .loc = loc,
    .stmt_id = loc.line * 1000u + loc.col * 10u + (guint) kind, .step = ++t->stmt,
  };
  t->obs.on_access (t->obs.self, &ev);
}

static inline void
tu_barrier (TuChecker *t, const CkWho *block, CkSrcLoc loc)
{
  CkBarrierEvent ev = { block, 0, loc, FALSE };
  t->obs.on_barrier (t->obs.self, &ev);
}

static inline void
tu_kernel (TuChecker *t, guint32 grid, guint32 nblocks, guint32 nthreads, gboolean end)
{
  CkKernelEvent ev = { grid, "sum", { nblocks, 1, 1 }, { nthreads, 1, 1 }, 0, tu_loc (22, 3),
                       FALSE };
  if (end)
    t->obs.on_kernel_end (t->obs.self, &ev);
  else
    t->obs.on_kernel_begin (t->obs.self, &ev);
}

/* Asserts that the report text equals [want] (golden), printing both on failure. */
#define tu_assert_text(t, want)                                                              \
  G_STMT_START {                                                                             \
    if (strcmp ((t)->text->str, (want)) != 0)                                                \
      g_error ("report text differs.\n--- got:\n%s--- want:\n%s", (t)->text->str, (want));   \
  } G_STMT_END

#endif
