/* tests/test-tokcache.c — a.out's token cache: replayed tokens equal the preprocessor's field by
 * field, and an entry is refused whenever replaying it could differ from preprocessing again.
 * SPDX-License-Identifier: MIT */
#include "frontend/tokcache.h"

#include <gc.h>
#include <glib/gstdio.h>
#include <string.h>

/* Preprocesses [src] as "t.cu" under [opts] (vfs set here) and stores it in [cache]; returns the
 * tokens, or NULL when the preprocessing is not cacheable. */
static CkToken *
build (const char *src, CkFrontendOptions *opts, GByteArray *cache, GHashTable *vfs)
{
  g_hash_table_insert (vfs, (gpointer) "t.cu", (gpointer) src);
  opts->vfs = vfs;
  CkPPDeps *deps = ck_new (CkPPDeps);
  opts->deps = deps;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  CkVec read = { 0 };
  CkToken *t = ck_preprocess ("t.cu", opts, &sink, &read);
  opts->deps = NULL;
  g_assert_nonnull (t);
  g_assert_cmpint (sink.n_errors + sink.n_warnings, ==, 0);
  if (deps->clock_used)
    return NULL;
  char *key = ck_tokcache_key ("t.cu", opts);
  ck_tokcache_add (cache, key, t, deps, &read);
  g_free (key);
  return t;
}

static void
assert_same_loc (CkSrcLoc a, CkSrcLoc b)
{
  g_assert_cmpuint (a.line, ==, b.line);
  g_assert_cmpuint (a.col, ==, b.col);
  g_assert_true ((a.file == NULL) == (b.file == NULL));
  if (a.file)
    {
      g_assert_cmpstr (a.file->name, ==, b.file->name);
      g_assert_cmpint (a.file->line_delta, ==, b.file->line_delta);
      g_assert_cmpint (a.file->is_builtin, ==, b.file->is_builtin);
      g_assert_cmpmem (a.file->text, a.file->len, b.file->text, b.file->len);
      g_assert_cmpstr (a.file->physical->name, ==, b.file->physical->name);
    }
}

static void
assert_same_tokens (const CkToken *a, const CkToken *b)
{
  for (;; a++, b++)
    {
      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpstr (a->text, ==, b->text);
      g_assert_cmpint (a->len, ==, b->len);
      g_assert_cmpint (a->at_bol, ==, b->at_bol);
      g_assert_cmpint (a->has_space, ==, b->has_space);
      assert_same_loc (a->loc, b->loc);
      assert_same_loc (a->expansion, b->expansion);
      g_assert_cmpint (a->kw, ==, b->kw);
      g_assert_cmpint (a->punct, ==, b->punct);
      g_assert_cmpint (a->num_type, ==, b->num_type);
      g_assert_cmpint (a->str_prefix, ==, b->str_prefix);
      if (a->kind == CK_TK_INT || a->kind == CK_TK_CHAR)
        g_assert_cmpuint (a->ival, ==, b->ival);
      else if (a->kind == CK_TK_FLOAT)
        g_assert_true (a->fval == b->fval);
      else if (a->kind == CK_TK_STRING)
        g_assert_cmpmem (a->str, a->str_len, b->str, b->str_len);
      if (a->kind == CK_TK_EOF)
        break;
    }
}

static const char *const sources[] = {
  "int main(void) { return 0; }\n",
  "#define F(x) ((x) + __LINE__)\nlong double d = 1.5e300L + 0x1p-3f; int i = F(42u) + 'a' + L'\\u00e9';\n"
  "const char *s = \"a\\tb\" u8\"\\u00e9\" \"\" ; const wchar_t *w = L\"wide\\n\";\n",
  "__inline__ static int a <: 3 :> = <% 1, 2 %>; /* digraphs */\n#line 100 \"other.cu\"\n"
  "int where = __LINE__; const char *f = __FILE__;\n#line 7\nint x;\n",
  "#include <stdio.h>\n__global__ void k(int *p) { p[threadIdx.x] = __CUDA_ARCH__; }\n",
};

static void
test_roundtrip (gconstpointer data)
{
  g_test_summary ("Replayed tokens equal the preprocessor's: kinds, spellings, values and "
                  "locations, #line files and built-in headers included.");
  const char *src = data;
  for (int device = 0; device < 2; device++)
    {
      CkFrontendOptions opts = { 0 };
      opts.device_pass = device;
      opts.cuda_arch = 520;
      GByteArray *cache = g_byte_array_new ();
      GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
      CkToken *t = build (src, &opts, cache, vfs);
      g_assert_nonnull (t);
      char *key = ck_tokcache_key ("t.cu", &opts);
      CkVec read = { 0 };
      CkToken *r = ck_tokcache_lookup (cache->data, cache->len, key, vfs, &read);
      g_assert_nonnull (r);
      assert_same_tokens (t, r);
      g_assert_cmpint (read.len, ==, 1);
      g_assert_cmpstr (((CkSrcFile *) ck_vec_get (&read, 0))->name, ==, "t.cu");
      /* another pass or other macros: another key, no entry */
      CkFrontendOptions other = opts;
      other.device_pass = !device;
      char *okey = ck_tokcache_key ("t.cu", &other);
      g_assert_null (ck_tokcache_lookup (cache->data, cache->len, okey, vfs, NULL));
      g_free (okey);
      g_free (key);
      g_hash_table_unref (vfs);
      g_byte_array_free (cache, TRUE);
    }
}

static void
test_clock (void)
{
  g_test_summary ("Tokens that hold __DATE__ or __TIME__ are not stored: a.out takes the time "
                  "when it runs.");
  static const char *const srcs[] = { "const char *d = __DATE__;\n", "#define T __TIME__\nT\n" };
  for (gsize i = 0; i < G_N_ELEMENTS (srcs); i++)
    {
      CkFrontendOptions opts = { 0 };
      GByteArray *cache = g_byte_array_new ();
      GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
      g_assert_null (build (srcs[i], &opts, cache, vfs));
      g_assert_cmpuint (cache->len, ==, 0);
      g_hash_table_unref (vfs);
      g_byte_array_free (cache, TRUE);
    }
}

static void
test_probe (void)
{
  g_test_summary ("An entry whose file-system questions would be answered otherwise now is "
                  "refused: a.out preprocesses again.");
  char *dir = g_dir_make_tmp ("tokcache-XXXXXX", NULL);
  g_assert_nonnull (dir);
  char *path = g_build_filename (dir, "opt.h", NULL);
  char *src = g_strdup_printf ("#if __has_include(\"%s\")\nint yes;\n#else\nint no;\n#endif\n",
                               path);
  CkFrontendOptions opts = { 0 };
  GByteArray *cache = g_byte_array_new ();
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_assert_nonnull (build (src, &opts, cache, vfs));
  char *key = ck_tokcache_key ("t.cu", &opts);
  g_assert_nonnull (ck_tokcache_lookup (cache->data, cache->len, key, vfs, NULL));
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  g_assert_null (ck_tokcache_lookup (cache->data, cache->len, key, vfs, NULL));
  g_unlink (path);
  g_rmdir (dir);
  /* a damaged cache is no cache */
  g_assert_null (ck_tokcache_lookup (cache->data, cache->len / 2, key, vfs, NULL));
  g_free (key);
  g_free (src);
  g_free (path);
  g_free (dir);
  g_hash_table_unref (vfs);
  g_byte_array_free (cache, TRUE);
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  for (gsize i = 0; i < G_N_ELEMENTS (sources); i++)
    {
      char *name = g_strdup_printf ("/frontend/tokcache/roundtrip/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (name, sources[i], test_roundtrip);
      g_free (name);
    }
  g_test_add_func ("/frontend/tokcache/clock/not-stored", test_clock);
  g_test_add_func ("/frontend/tokcache/probe/changed", test_probe);
  return g_test_run ();
}
