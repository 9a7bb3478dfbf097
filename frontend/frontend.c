/* frontend/frontend.c — the frontend's driver: both passes of every source, then the linker.
 * nvcc compiles each source for the host and again for the device (__CUDA_ARCH__ defined only
 * there); cudak does the same so that `#ifdef __CUDA_ARCH__` code is seen as nvcc sees it.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>
#include "frontend/parse.h"
#include "frontend/tokcache.h"

/* ck_preprocess, or its tokens from a.out's token cache when [opts] has one with a valid entry;
 * stores them in [opts]->tokcache_out when that is set and they may be replayed. */
static CkToken *
preprocess (const char *path, int tu_index, const CkFrontendOptions *opts, CkDiagSink *sink,
            CkVec *files_read)
{
  if (!opts->tokcache && !opts->tokcache_out)
    return ck_preprocess (path, opts, sink, files_read);
  char *k = ck_tokcache_key (path, opts);
  char *key = g_strdup_printf ("%d%c%s", tu_index, 0x1f, k);
  g_free (k);
  CkToken *toks = NULL;
  if (opts->tokcache)
    toks = ck_tokcache_lookup (opts->tokcache, opts->tokcache_len, key, opts->vfs, files_read);
  if (toks == NULL)
    {
      CkFrontendOptions o = *opts;
      CkPPDeps *deps = ck_new (CkPPDeps);
      o.deps = deps;
      int n_read = files_read ? files_read->len : 0;
      int n_diags = sink->n_errors + sink->n_warnings;
      toks = ck_preprocess (path, &o, sink, files_read);
      if (toks && opts->tokcache_out && !deps->clock_used
          && sink->n_errors + sink->n_warnings == n_diags)
        {
          CkVec read = { 0 };
          for (int i = n_read; files_read && i < files_read->len; i++)
            ck_vec_push (&read, ck_vec_get (files_read, i));
          ck_tokcache_add (opts->tokcache_out, key, toks, deps, &read);
        }
    }
  g_free (key);
  return toks;
}

const char *
ck_vfs_lookup (const CkFrontendOptions *opts, const char *path, gsize *len)
{
  g_return_val_if_fail (opts && path && len, NULL);
  const char *text = opts->vfs ? g_hash_table_lookup (opts->vfs, path) : NULL;
  if (!text)
    return NULL;
  gpointer n;
  if (opts->vfs_lengths && g_hash_table_lookup_extended (opts->vfs_lengths, path, NULL, &n))
    *len = GPOINTER_TO_SIZE (n);
  else
    *len = strlen (text);
  return text;
}

/* Appends to [files] those of [read] whose name it does not hold yet. */
static void
add_files (CkVec *files, const CkVec *read)
{
  for (int i = 0; i < read->len; i++)
    {
      CkSrcFile *f = ck_vec_get (read, i);
      gboolean seen = FALSE;
      for (int j = 0; j < files->len && !seen; j++)
        seen = strcmp (((CkSrcFile *) ck_vec_get (files, j))->name, f->name) == 0;
      if (!seen)
        ck_vec_push (files, f);
    }
}

CkProgram *
ck_frontend_run_units (CkFrontendUnit *units, int n_units, CkDiagSink *sink)
{
  g_return_val_if_fail ((units || !n_units) && sink, NULL);
  CkProgram *prog = ck_new (CkProgram);
  gboolean ok = TRUE;
  for (int pass = 0; pass < 2 && ok; pass++)
    {
      /* the device pass repeats the host pass's warnings: they are dropped, with their notes */
      CkDiagWarningFilter filter = { sink, FALSE };
      CkDiagSink dev = *sink;
      dev.func = ck_diag_drop_warnings;
      dev.data = &filter;
      CkDiagSink *s = pass == 1 ? &dev : sink;
      for (int i = 0; i < n_units && !s->too_many; i++)
        {
          CkFrontendOptions o = *units[i].opts;
          o.device_pass = pass == 1;
          o.is_c = o.lang_c || (!o.lang_cuda && g_str_has_suffix (units[i].path, ".c"));
          if (o.is_c && o.device_pass)
            continue;   /* nvcc hands a .c file to the host compiler alone */
          if (o.device_pass && !o.cuda_arch)
            o.cuda_arch = 520;
          CkVec read = { 0 };
          CkToken *toks = preprocess (units[i].path, i, &o, s, &read);
          add_files (&units[i].files, &read);
          if (pass == 0)
            for (int j = 0; j < read.len; j++)
              ck_vec_push (&prog->files, ck_vec_get (&read, j));
          if (!toks)
            {
              ok = FALSE;
              continue;
            }
          if (!ck_parse_tu (toks, i, &o, prog, s))
            ok = FALSE;
        }
      if (pass == 1)
        {
          sink->n_errors = dev.n_errors;
          sink->too_many = dev.too_many;
        }
    }
  if (!ok)
    return NULL;
  if (!ck_link (prog, sink))
    return NULL;
  return prog;
}

CkProgram *
ck_frontend_run (const char *const *paths, int n_paths, const CkFrontendOptions *opts,
                 CkDiagSink *sink)
{
  g_return_val_if_fail ((paths || !n_paths) && opts && sink, NULL);
  CkFrontendUnit *units = ck_new_n (CkFrontendUnit, n_paths > 0 ? n_paths : 1);
  for (int i = 0; i < n_paths; i++)
    {
      units[i].path = paths[i];
      units[i].opts = opts;
    }
  return ck_frontend_run_units (units, n_paths, sink);
}
