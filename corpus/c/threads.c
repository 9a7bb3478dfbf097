/* corpus/c/threads.c: C11 <threads.h> on the pthread model: thrd_create/join with the
 * thread's int result, a mutex and a condition variable (a producer-consumer queue), call_once,
 * thread_local, tss_set/get, a recursive mutex and trylock of a held one. */
#include <stdio.h>
#include <threads.h>

mtx_t lock;
cnd_t cv;
int queue_len, consumed, total;
once_flag once = ONCE_FLAG_INIT;
thread_local int my_items;
tss_t key;

static void init_once (void) { printf ("initialised once\n"); }

static int producer (void *arg)
{
  int n = *(int *) arg;
  call_once (&once, init_once);
  for (int i = 0; i < n; i++)
    {
      mtx_lock (&lock);
      queue_len++;
      total += i;
      cnd_signal (&cv);
      mtx_unlock (&lock);
      my_items++;
    }
  return my_items * 10;
}

static int consumer (void *arg)
{
  int want = *(int *) arg;
  call_once (&once, init_once);
  tss_set (key, &want);
  for (int i = 0; i < want; i++)
    {
      mtx_lock (&lock);
      while (queue_len == 0)
        cnd_wait (&cv, &lock);
      queue_len--;
      consumed++;
      mtx_unlock (&lock);
    }
  return *(int *) tss_get (key);
}

int main (void)
{
  thrd_t p[2], c;
  int n[2] = { 5, 7 }, want = 12, r1, r2, r3;
  if (mtx_init (&lock, mtx_plain) != thrd_success || cnd_init (&cv) != thrd_success
      || tss_create (&key, NULL) != thrd_success)
    return 1;
  thrd_create (&c, consumer, &want);
  thrd_create (&p[0], producer, &n[0]);
  thrd_create (&p[1], producer, &n[1]);
  thrd_join (p[0], &r1);
  thrd_join (p[1], &r2);
  thrd_join (c, &r3);
  printf ("results %d %d %d consumed %d left %d total %d main items %d equal %d\n", r1, r2, r3,
          consumed, queue_len, total, my_items, thrd_equal (thrd_current (), thrd_current ()) != 0);
  mtx_t rec;
  mtx_init (&rec, mtx_plain | mtx_recursive);
  printf ("recursive %d %d busy %d\n", mtx_lock (&rec), mtx_lock (&rec), mtx_trylock (&lock) == thrd_success);
  mtx_unlock (&rec);
  mtx_unlock (&rec);
  mtx_unlock (&lock);
  mtx_destroy (&rec);
  mtx_destroy (&lock);
  cnd_destroy (&cv);
  tss_delete (key);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: initialised once
// expect: results 50 70 12 consumed 12 left 0 total 31 main items 0 equal 1
// expect: recursive 0 0 busy 1
