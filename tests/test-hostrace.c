/* tests/test-hostrace.c — checker/hostrace.c: races between host threads of <pthread.h> from
 * synthesized access and order events, and the orders that silence them (issue 18).
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"

/* Host thread [id] (1: main's) that started in [entry]. */
static CkWho
host_thread (guint32 id, const char *entry)
{
  CkWho w = tu_host ();
  w.host_thread = id;
  w.host_entry = entry;
  return w;
}

static void
order (TuChecker *t, const CkWho *who, CkHostOrderKind kind, guint64 object)
{
  CkHostOrderEvent ev = { who, kind, object };
  t->obs.on_host_order (t->obs.self, &ev);
}

/* main creates thread 2 (release/acquire on its start key), as semantics/hthread.c does. */
static void
create (TuChecker *t, const CkWho *parent, const CkWho *child)
{
  order (t, parent, CK_HOST_RELEASE, 0x8000000000000000ull | child->host_thread);
  order (t, child, CK_HOST_ACQUIRE, 0x8000000000000000ull | child->host_thread);
}

typedef enum { SYNC_NONE, SYNC_MUTEX, SYNC_JOIN, SYNC_OTHER_MUTEX } Sync;

/* Threads 2 and 3, created by main, write one counter; [sync] orders the two writes or not. */
static void
counter_case (Sync sync, gboolean *raced)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc counter = tu_alloc (CK_ALLOC_HOST_STATIC, CK_SPACE_HOST, 0x1000, 8, "counter",
                              tu_loc (3, 1), 1);
  CkWho m = host_thread (1, "main"), a = host_thread (2, "worker"), b = host_thread (3, "worker");
  tu_access (&t, &m, CK_ACC_WRITE, 1, 8, &counter, 0, 0, 0, 0, tu_loc (23, 3));
  create (&t, &m, &a);
  create (&t, &m, &b);
  if (sync == SYNC_MUTEX || sync == SYNC_OTHER_MUTEX)
    order (&t, &a, CK_HOST_ACQUIRE, 0x2000);
  tu_access (&t, &a, CK_ACC_READ, 1, 8, &counter, 0, 0, 0, 0, tu_loc (17, 7));
  tu_access (&t, &a, CK_ACC_WRITE, 1, 8, &counter, 0, 0, 1, 0, tu_loc (17, 7));
  if (sync == SYNC_MUTEX || sync == SYNC_OTHER_MUTEX)
    order (&t, &a, CK_HOST_RELEASE, 0x2000);
  if (sync == SYNC_JOIN)
    {
      order (&t, &a, CK_HOST_RELEASE, 0x4000000000000000ull | 2);
      order (&t, &b, CK_HOST_ACQUIRE, 0x4000000000000000ull | 2);
    }
  if (sync == SYNC_MUTEX)
    order (&t, &b, CK_HOST_ACQUIRE, 0x2000);
  if (sync == SYNC_OTHER_MUTEX)
    order (&t, &b, CK_HOST_ACQUIRE, 0x3000);
  tu_access (&t, &b, CK_ACC_READ, 1, 8, &counter, 0, 0, 0, 0, tu_loc (17, 7));
  tu_access (&t, &b, CK_ACC_WRITE, 1, 8, &counter, 0, 0, 2, 0, tu_loc (17, 7));
  *raced = t.text->len > 0;
  if (sync == SYNC_NONE)
    {
      g_assert_nonnull (strstr (t.text->str, "error: data race on host memory: read of 8 bytes at "
                                "'counter' conflicts with an earlier write by another host thread"));
      g_assert_nonnull (strstr (t.text->str, "note: previous write by host thread 2 (start "
                                "routine 'worker')"));
      g_assert_nonnull (strstr (t.text->str, "note: read by host thread 3 (start routine 'worker')"));
    }
  tu_stop (&t);
}

static void
test_unordered (void)
{
  gboolean raced;
  counter_case (SYNC_NONE, &raced);
  g_assert_true (raced);
}

static void
test_mutex_orders (void)
{
  gboolean raced;
  counter_case (SYNC_MUTEX, &raced);
  g_assert_false (raced);
}

static void
test_join_orders (void)
{
  gboolean raced;
  counter_case (SYNC_JOIN, &raced);
  g_assert_false (raced);
}

/* Near miss: a lock of another mutex orders nothing. */
static void
test_other_mutex (void)
{
  gboolean raced;
  counter_case (SYNC_OTHER_MUTEX, &raced);
  g_assert_true (raced);
}

/* What main wrote before the create is seen by the thread; what it writes after is not. */
static void
test_create_orders_the_past (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc x = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 16, NULL, tu_loc (23, 3), 1);
  CkWho m = host_thread (1, "main"), a = host_thread (2, "worker");
  tu_access (&t, &m, CK_ACC_WRITE, 1, 4, &x, 0, 0, 1, 0, tu_loc (23, 3));
  create (&t, &m, &a);
  tu_access (&t, &m, CK_ACC_WRITE, 1, 4, &x, 8, 0, 1, 0, tu_loc (24, 3));
  tu_access (&t, &a, CK_ACC_READ, 1, 4, &x, 0, 0, 0, 0, tu_loc (17, 7));
  g_assert_cmpuint (t.text->len, ==, 0);
  tu_access (&t, &a, CK_ACC_READ, 1, 4, &x, 8, 0, 0, 0, tu_loc (19, 7));
  g_assert_nonnull (strstr (t.text->str, "read of 4 bytes at offset 8 of"));
  tu_stop (&t);
}

/* Reads never conflict with reads, atomics not with atomics, and disjoint bytes not at all;
 * a write after two unordered reads races with them. */
static void
test_kinds_and_bytes (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc x = tu_alloc (CK_ALLOC_HOST_STATIC, CK_SPACE_HOST, 0x1000, 16, "slots", tu_loc (3, 1), 1);
  CkWho m = host_thread (1, "main"), a = host_thread (2, "worker"), b = host_thread (3, "worker");
  create (&t, &m, &a);
  create (&t, &m, &b);
  tu_access (&t, &a, CK_ACC_WRITE, 1, 4, &x, 0, 0, 1, 0, tu_loc (17, 7));
  tu_access (&t, &b, CK_ACC_WRITE, 1, 4, &x, 4, 0, 1, 0, tu_loc (19, 7));
  tu_access (&t, &a, CK_ACC_ATOMIC, 1, 4, &x, 8, 0, 1, 0, tu_loc (17, 7));
  tu_access (&t, &b, CK_ACC_ATOMIC, 1, 4, &x, 8, 0, 2, 0, tu_loc (19, 7));
  tu_access (&t, &a, CK_ACC_READ, 1, 4, &x, 12, 0, 0, 0, tu_loc (17, 7));
  tu_access (&t, &b, CK_ACC_READ, 1, 4, &x, 12, 0, 0, 0, tu_loc (19, 7));
  g_assert_cmpuint (t.text->len, ==, 0);
  tu_access (&t, &m, CK_ACC_WRITE, 1, 4, &x, 12, 0, 5, 0, tu_loc (24, 3));
  g_assert_nonnull (strstr (t.text->str, "write of 4 bytes at 'slots'[3] conflicts with an "
                            "earlier read by another host thread"));
  tu_stop (&t);
}

/* One host thread, or the copy engine (host_thread 0), is never checked here. */
static void
test_single_thread (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc x = tu_alloc (CK_ALLOC_HOST_STATIC, CK_SPACE_HOST, 0x1000, 4, "x", tu_loc (3, 1), 1);
  CkWho h = tu_host (), m = host_thread (1, "main");
  tu_access (&t, &h, CK_ACC_WRITE, 1, 4, &x, 0, 0, 1, 0, tu_loc (23, 3));
  tu_access (&t, &m, CK_ACC_WRITE, 1, 4, &x, 0, 0, 2, 0, tu_loc (24, 3));
  tu_access (&t, &m, CK_ACC_READ, 1, 4, &x, 0, 0, 0, 0, tu_loc (25, 3));
  g_assert_cmpuint (t.text->len, ==, 0);
  tu_stop (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checker/hostrace/race/unordered", test_unordered);
  g_test_add_func ("/checker/hostrace/order/mutex", test_mutex_orders);
  g_test_add_func ("/checker/hostrace/order/join", test_join_orders);
  g_test_add_func ("/checker/hostrace/order/other-mutex", test_other_mutex);
  g_test_add_func ("/checker/hostrace/order/create", test_create_orders_the_past);
  g_test_add_func ("/checker/hostrace/race/kinds-and-bytes", test_kinds_and_bytes);
  g_test_add_func ("/checker/hostrace/race/single-thread", test_single_thread);
  g_test_summary ("races between host threads and the pthread orders that silence them");
  return g_test_run ();
}
