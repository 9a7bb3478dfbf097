/* tests/test-posix.c — unit tests of interp/posix.c: builtins called directly on a bare run
 * (the copy engine's view of memory: w == NULL), compared with the host's glibc.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <libgen.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "interp/runtime.h"

static CkRun *
bare_run (void)
{
  CkRun *run = g_new0 (CkRun, 1);
  ck_run_options_init (&run->opts);
  run->mem = ck_mem_new ();
  run->device_printf = g_string_new (NULL);
  run->runtime = ck_runtime_new (run);
  return run;
}

static void
free_run (CkRun *run)
{
  ck_runtime_free (run->runtime);
  ck_mem_free_all (run->mem);
  g_string_free (run->device_printf, TRUE);
  g_free (run);
}

static CkVal
call (CkRun *run, int id, int n, const guint64 *args)
{
  CkBuiltinCall c;
  CkVal a[8];
  memset (&c, 0, sizeof c);
  memset (a, 0, sizeof a);
  for (int i = 0; i < n; i++)
    a[i].u = args[i];
  c.run = run;
  c.args = a;
  c.n_args = n;
  ck_builtin_table[id].impl (&c);
  return c.ret;
}

static int
prog_errno (CkRun *run)
{
  gint32 e;
  memcpy (&e, ck_mem_raw (run->mem, ck_rt (run)->errno_addr, 4), 4);
  return e;
}

/* A program string in a fresh heap block. */
static guint64
prog_string (CkRun *run, const char *s)
{
  guint64 n = strlen (s) + 1;
  guint64 p = call (run, CK_BUILTIN_MALLOC, 1, &n).u;
  memcpy (ck_mem_raw (run->mem, p, n), s, n);
  return p;
}

static const char *
prog_text (CkRun *run, guint64 p)
{
  return (const char *) ck_mem_raw (run->mem, p, 1);
}

static void
test_libgen (void)
{
  g_test_summary ("dirname and POSIX basename return glibc's answers and modify the program's "
                  "string in place as glibc does");
  static const char *const paths[] = { "/usr/lib/x.so", "/usr/lib/", "usr", "/", "//", "",
                                       "a/b//", "/a" };
  CkRun *run = bare_run ();
  for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
    for (int which = 0; which < 2; which++)
      {
        char *host = g_strdup (paths[i]);
        char *want = which ? __xpg_basename (host) : dirname (host);
        guint64 p = prog_string (run, paths[i]);
        guint64 r = call (run, which ? CK_BUILTIN_U_XPG_BASENAME : CK_BUILTIN_DIRNAME, 1, &p).u;
        g_assert_cmpstr (prog_text (run, r), ==, want);
        /* the argument reads as glibc left it */
        g_assert_cmpstr (prog_text (run, p), ==, host);
        g_free (host);
      }
  free_run (run);
}

static void
test_strsep_strtok_r (void)
{
  g_test_summary ("strsep keeps empty fields and ends with NULL; strtok_r keeps its position "
                  "in the caller's pointer");
  CkRun *run = bare_run ();
  guint64 s = prog_string (run, "a,,b");
  guint64 eight = 8;
  guint64 sp = call (run, CK_BUILTIN_MALLOC, 1, &eight).u;
  memcpy (ck_mem_raw (run->mem, sp, 8), &s, 8);
  guint64 delim = prog_string (run, ",");
  const char *want[] = { "a", "", "b" };
  for (int i = 0; i < 3; i++)
    {
      guint64 a[] = { sp, delim };
      guint64 tok = call (run, CK_BUILTIN_STRSEP, 2, a).u;
      g_assert_cmpuint (tok, !=, 0);
      g_assert_cmpstr (prog_text (run, tok), ==, want[i]);
    }
  guint64 a[] = { sp, delim };
  g_assert_cmpuint (call (run, CK_BUILTIN_STRSEP, 2, a).u, ==, 0);

  guint64 t = prog_string (run, "  x y ");
  guint64 sp2 = call (run, CK_BUILTIN_MALLOC, 1, &eight).u;
  guint64 blank = prog_string (run, " ");
  guint64 b1[] = { t, blank, sp2 };
  guint64 tok = call (run, CK_BUILTIN_STRTOK_R, 3, b1).u;
  g_assert_cmpstr (prog_text (run, tok), ==, "x");
  guint64 b2[] = { 0, blank, sp2 };
  tok = call (run, CK_BUILTIN_STRTOK_R, 3, b2).u;
  g_assert_cmpstr (prog_text (run, tok), ==, "y");
  g_assert_cmpuint (call (run, CK_BUILTIN_STRTOK_R, 3, b2).u, ==, 0);
  g_assert_cmpuint (call (run, CK_BUILTIN_STRTOK_R, 3, b2).u, ==, 0);
  free_run (run);
}

static void
test_mmap_anonymous (void)
{
  g_test_summary ("an anonymous mapping is a zeroed CK_ALLOC_MMAP allocation, read-only without "
                  "PROT_WRITE; munmap frees it; the kernel's EINVAL for length 0");
  CkRun *run = bare_run ();
  guint64 a[] = { 0, 10000, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, (guint64) -1, 0 };
  guint64 p = call (run, CK_BUILTIN_MMAP, 6, a).u;
  CkAlloc *al = ck_mem_lookup (run->mem, p);
  g_assert_nonnull (al);
  g_assert_cmpint (al->kind, ==, CK_ALLOC_MMAP);
  g_assert_cmpuint (al->base, ==, p);
  g_assert_cmpuint (p % 4096, ==, 0);
  g_assert_false (al->is_readonly);
  for (int i = 0; i < 10000; i++)
    g_assert_cmpint (ck_mem_raw (run->mem, p, 10000)[i], ==, 0);
  guint64 u[] = { p, 10000 };
  g_assert_cmpint (call (run, CK_BUILTIN_MUNMAP, 2, u).i, ==, 0);
  g_assert_true (ck_mem_lookup (run->mem, p)->is_freed);
  /* unmapping what is no longer mapped succeeds, as on Linux */
  g_assert_cmpint (call (run, CK_BUILTIN_MUNMAP, 2, u).i, ==, 0);

  guint64 r[] = { 0, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, (guint64) -1, 0 };
  p = call (run, CK_BUILTIN_MMAP, 6, r).u;
  g_assert_true (ck_mem_lookup (run->mem, p)->is_readonly);

  guint64 z[] = { 0, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, (guint64) -1, 0 };
  g_assert_cmpuint (call (run, CK_BUILTIN_MMAP, 6, z).u, ==, (guint64) -1);
  g_assert_cmpint (prog_errno (run), ==, EINVAL);
  guint64 nofd[] = { 0, 4096, PROT_READ, MAP_PRIVATE, 42, 0 };
  g_assert_cmpuint (call (run, CK_BUILTIN_MMAP, 6, nofd).u, ==, (guint64) -1);
  g_assert_cmpint (prog_errno (run), ==, EBADF);
  free_run (run);
}

static void
test_mmap_shared_at_exit (void)
{
  g_test_summary ("a shared writable file mapping reaches its file at exit, after abort() too "
                  "(the kernel holds its pages); a private one never does");
  char *dir = g_dir_make_tmp ("cudak-posix-XXXXXX", NULL);
  char *path = g_build_filename (dir, "f.txt", NULL);
  for (int shared = 0; shared < 2; shared++)
    {
      g_file_set_contents (path, "hello", 5, NULL);
      CkRun *run = bare_run ();
      guint64 name = prog_string (run, path);
      guint64 o[] = { name, O_RDWR };
      guint64 fd = call (run, CK_BUILTIN_OPEN, 2, o).u;
      g_assert_cmpint ((gint64) fd, >=, 3);
      guint64 m[] = { 0, 5, PROT_READ | PROT_WRITE, shared ? MAP_SHARED : MAP_PRIVATE, fd, 0 };
      guint64 p = call (run, CK_BUILTIN_MMAP, 6, m).u;
      g_assert_cmpuint (p, !=, (guint64) -1);
      g_assert_cmpint (ck_mem_raw (run->mem, p, 5)[1], ==, 'e');
      ck_mem_raw (run->mem, p, 5)[0] = 'J';
      ck_rt (run)->aborted = TRUE;
      ck_runtime_at_exit (run);
      char *text = NULL;
      g_file_get_contents (path, &text, NULL, NULL);
      g_assert_cmpstr (text, ==, shared ? "Jello" : "hello");
      g_free (text);
      free_run (run);
    }
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

static void
test_descriptors (void)
{
  g_test_summary ("descriptors the program did not open are EBADF, whatever the interpreter has "
                  "open; a closed standard descriptor stays closed for the program only");
  CkRun *run = bare_run ();
  guint64 fd = 99;
  g_assert_cmpint (call (run, CK_BUILTIN_CLOSE, 1, &fd).i, ==, -1);
  g_assert_cmpint (prog_errno (run), ==, EBADF);
  guint64 zero = 0;
  g_assert_cmpint (call (run, CK_BUILTIN_CLOSE, 1, &zero).i, ==, 0);
  guint64 buf = prog_string (run, "xxxx");
  guint64 rd[] = { 0, buf, 4 };
  g_assert_cmpint (call (run, CK_BUILTIN_READ, 3, rd).i, ==, -1);
  g_assert_cmpint (prog_errno (run), ==, EBADF);
  free_run (run);
}

static void
test_signal_dispositions (void)
{
  g_test_summary ("signal returns the previous disposition; SIGKILL, SIGSTOP and numbers out "
                  "of range are SIG_ERR with EINVAL; an ignored signal is raised harmlessly");
  CkRun *run = bare_run ();
  guint64 a[] = { SIGUSR1, 1 /* SIG_IGN */ };
  g_assert_cmpuint (call (run, CK_BUILTIN_SIGNAL, 2, a).u, ==, 0);
  g_assert_cmpuint (call (run, CK_BUILTIN_SIGNAL, 2, a).u, ==, 1);
  guint64 sig = SIGUSR1;
  g_assert_cmpint (call (run, CK_BUILTIN_RAISE, 1, &sig).i, ==, 0);
  static const guint64 bad[] = { SIGKILL, SIGSTOP, 0, 65 };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      guint64 b[] = { bad[i], 1 };
      g_assert_cmpuint (call (run, CK_BUILTIN_SIGNAL, 2, b).u, ==, (guint64) -1);
      g_assert_cmpint (prog_errno (run), ==, EINVAL);
    }
  free_run (run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/interp/posix/libgen/glibc", test_libgen);
  g_test_add_func ("/interp/posix/strings/strsep-strtok_r", test_strsep_strtok_r);
  g_test_add_func ("/interp/posix/mmap/anonymous", test_mmap_anonymous);
  g_test_add_func ("/interp/posix/mmap/shared-at-exit", test_mmap_shared_at_exit);
  g_test_add_func ("/interp/posix/fd/ebadf", test_descriptors);
  g_test_add_func ("/interp/posix/signal/dispositions", test_signal_dispositions);
  return g_test_run ();
}
