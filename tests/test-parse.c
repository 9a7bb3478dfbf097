/* tests/test-parse.c — unit tests of the parser and semantic analysis (/frontend/parse/...).
 * Also a small tool: `test-parse --parse [--dump-ast] FILE...` runs the frontend over files.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>
#include "frontend/frontend.h"

static void
collect (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  g_string_append ((GString *) data, text);
}

/* Runs the frontend over [src] (file name t.cu) and returns the diagnostics; [*prog] the result. */
static char *
frontend_on (const char *src, CkProgram **prog)
{
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) "t.cu", (gpointer) src);
  CkFrontendOptions opts = { 0 };
  opts.vfs = vfs;
  opts.cuda_arch = 520;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  GString *out = g_string_new (NULL);
  sink.func = collect;
  sink.data = out;
  const char *paths[] = { "t.cu" };
  CkProgram *p = ck_frontend_run (paths, 1, &opts, &sink);
  if (prog)
    *prog = p;
  g_hash_table_destroy (vfs);
  return g_string_free (out, FALSE);
}

static char *
dump_of (const char *src)
{
  CkProgram *prog;
  char *diags = frontend_on (src, &prog);
  if (!prog)
    {
      g_test_message ("diagnostics:\n%s", diags);
      g_free (diags);
      return NULL;
    }
  g_free (diags);
  GString *s = g_string_new (NULL);
  ck_ast_dump (prog, s);
  return g_string_free (s, FALSE);
}

static int
run_files (int argc, char **argv)
{
  gboolean dump = FALSE;
  int status = 0;
  for (int i = 2; i < argc; i++)
    {
      if (strcmp (argv[i], "--dump-ast") == 0)
        {
          dump = TRUE;
          continue;
        }
      CkFrontendOptions opts = { 0 };
      opts.cuda_arch = 520;
      CkDiagSink sink;
      ck_diag_sink_init (&sink);
      const char *paths[] = { argv[i] };
      CkProgram *prog = ck_frontend_run (paths, 1, &opts, &sink);
      if (!prog)
        status = 1;
      else if (dump)
        {
          GString *s = g_string_new (NULL);
          ck_ast_dump (prog, s);
          fputs (s->str, stdout);
          g_string_free (s, TRUE);
        }
    }
  return status;
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  if (argc >= 2 && strcmp (argv[1], "--parse") == 0)
    return run_files (argc, argv);
  g_test_init (&argc, &argv, NULL);
  (void) dump_of;
  return g_test_run ();
}
