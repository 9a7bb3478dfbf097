/* frontend/frontend.c — the frontend's driver: both passes of every source, then the linker.
 * nvcc compiles each source for the host and again for the device (__CUDA_ARCH__ defined only
 * there); cudak does the same so that `#ifdef __CUDA_ARCH__` code is seen as nvcc sees it.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include "frontend/parse.h"
#include "frontend/tokcache.h"

/* ck_preprocess, or its tokens from a.out's token cache when [opts] has one with a valid entry;
 * stores them in [opts]->tokcache_out when that is set and they may be replayed. */
static CkToken *
preprocess (const char *path, const CkFrontendOptions *opts, CkDiagSink *sink, CkVec *files_read)
{
  if (!opts->tokcache && !opts->tokcache_out)
    return ck_preprocess (path, opts, sink, files_read);
  char *key = ck_tokcache_key (path, opts);
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

CkProgram *
ck_frontend_run (const char *const *paths, int n_paths, const CkFrontendOptions *opts,
                 CkDiagSink *sink)
{
  g_return_val_if_fail (paths && opts && sink, NULL);
  CkProgram *prog = ck_new (CkProgram);
  gboolean ok = TRUE;
  for (int pass = 0; pass < 2 && ok; pass++)
    {
      CkFrontendOptions o = *opts;
      o.device_pass = pass == 1;
      if (o.device_pass && !o.cuda_arch)
        o.cuda_arch = 520;
      /* the device pass repeats the host pass's warnings: they are dropped, with their notes */
      CkDiagWarningFilter filter = { sink, FALSE };
      CkDiagSink dev = *sink;
      dev.func = ck_diag_drop_warnings;
      dev.data = &filter;
      CkDiagSink *s = o.device_pass ? &dev : sink;
      for (int i = 0; i < n_paths && !s->too_many; i++)
        {
          CkToken *toks = preprocess (paths[i], &o, s, pass == 0 ? &prog->files : NULL);
          if (!toks)
            {
              ok = FALSE;
              continue;
            }
          CkFrontendOptions po = o;
          po.is_c = g_str_has_suffix (paths[i], ".c");
          if (!ck_parse_tu (toks, i, &po, prog, s))
            ok = FALSE;
        }
      if (o.device_pass)
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
