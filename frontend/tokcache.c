/* frontend/tokcache.c — a.out's cache of preprocessed tokens (issue 8): the tokens of every
 * preprocessing that a.out would repeat, stored compactly in its payload and replayed exactly.
 * SPDX-License-Identifier: MIT */
#include "frontend/tokcache.h"
#include "frontend/pp.h"

#include <string.h>

/*
 * The cache is a sequence of entries `key body`, each a length-prefixed byte string. A body:
 *
 *   probes   n, then per probe: path, found (1 byte)   file-system questions and their answers
 *   files    n, then per file: origin (1 byte), name, origin's data
 *   read     n, then the index of each user file read, in the order it was read
 *   pool     n bytes: the token spellings and string values, each NUL-ended, 8-byte aligned
 *   tokens   n, then per token: a head byte, its location, and what its kind carries
 *
 * Numbers are LEB128 varints; signed ones are zigzag-coded. The payload is written and read by
 * the same binary (a.out is cudak itself), so the cache has no version of its own.
 */

typedef enum {
  ORIGIN_HEADER,   /* a built-in header: name "<cudak>/path" */
  ORIGIN_USER,     /* a user file: a.out finds its text among its sources under its name */
  ORIGIN_INLINE,   /* a synthetic file (<built-in>, <command-line>): its text follows */
  ORIGIN_LINE,     /* a #line file: the index of its physical file and its line delta follow */
} Origin;

/* The head byte of a token. */
enum {
  HEAD_KIND       = 0x07,  /* CkTokenKind */
  HEAD_AT_BOL     = 0x08,
  HEAD_HAS_SPACE  = 0x10,
  HEAD_NEW_FILE   = 0x20,  /* loc.file differs from the previous token's: its index follows */
  HEAD_EXPANSION  = 0x40,  /* a non-zero expansion location follows */
  HEAD_OWN_TEXT   = 0x80,  /* a keyword or punctuator spelled otherwise than its table entry */
};

G_STATIC_ASSERT ((int) CK_TK_EOF <= (int) HEAD_KIND);

/* ---- writing ---------------------------------------------------------------------------- */

static void
put_uv (GByteArray *b, guint64 v)
{
  guint8 buf[10];
  guint n = 0;
  do
    {
      buf[n] = (guint8) (v & 0x7f);
      v >>= 7;
      if (v)
        buf[n] |= 0x80;
      n++;
    }
  while (v);
  g_byte_array_append (b, buf, n);
}

static void
put_sv (GByteArray *b, gint64 v)
{
  put_uv (b, ((guint64) v << 1) ^ (guint64) (v >> 63));
}

static void
put_bytes (GByteArray *b, const void *p, gsize n)
{
  put_uv (b, n);
  g_byte_array_append (b, p, (guint) n);
}

static void
put_byte (GByteArray *b, guint8 v)
{
  g_byte_array_append (b, &v, 1);
}

typedef struct Writer {
  GHashTable *file_index;   /* CkSrcFile * -> index + 1; the files are also referenced by the
                               tokens, so this table never holds their only reference */
  GPtrArray *files;         /* CkSrcFile *, in index order */
  GHashTable *text_offset;  /* spelling -> offset + 1 in [pool] (keys point into the tokens) */
  GByteArray *pool;
} Writer;

/* The index + 1 of [f] in the file table (0 for no file), adding it and its physical file. */
static guint
file_ref (Writer *w, const CkSrcFile *f)
{
  if (f == NULL)
    return 0;
  guint i = GPOINTER_TO_UINT (g_hash_table_lookup (w->file_index, f));
  if (i)
    return i;
  if (f->physical && f->physical != f)
    file_ref (w, f->physical);
  g_ptr_array_add (w->files, (gpointer) f);
  i = w->files->len;
  g_hash_table_insert (w->file_index, (gpointer) f, GUINT_TO_POINTER (i));
  return i;
}

/* Appends [n] bytes at [p] and a NUL to the pool, 8-byte aligned; returns their offset. */
static guint
pool_add (Writer *w, const void *p, gsize n)
{
  static const guint8 zeros[8] = { 0 };
  guint off = w->pool->len;
  g_byte_array_append (w->pool, p, (guint) n);
  g_byte_array_append (w->pool, zeros, (guint) (8 - n % 8));
  return off;
}

/* The pool offset of the NUL-terminated spelling [text], shared between equal spellings. */
static guint
text_ref (Writer *w, const char *text)
{
  gpointer v = g_hash_table_lookup (w->text_offset, text);
  if (v)
    return GPOINTER_TO_UINT (v) - 1;
  guint off = pool_add (w, text, strlen (text));
  g_hash_table_insert (w->text_offset, (gpointer) text, GUINT_TO_POINTER (off + 1));
  return off;
}

static const CkBuiltinHeader *
builtin_named (const char *name)
{
  static const char prefix[] = CK_PP_BUILTIN_DIR "/";
  if (strncmp (name, prefix, sizeof prefix - 1) != 0)
    return NULL;
  for (int i = 0; i < ck_n_builtin_headers; i++)
    if (strcmp (ck_builtin_headers[i].name, name + sizeof prefix - 1) == 0)
      return &ck_builtin_headers[i];
  return NULL;
}

static void
put_file (GByteArray *b, Writer *w, const CkSrcFile *f)
{
  const char *name = f->name ? f->name : "";
  if (f->physical && f->physical != f)
    {
      put_byte (b, ORIGIN_LINE);
      put_bytes (b, name, strlen (name));
      put_uv (b, file_ref (w, f->physical));
      put_sv (b, f->line_delta);
    }
  else if (f->is_builtin && builtin_named (name) && builtin_named (name)->text == f->text)
    {
      put_byte (b, ORIGIN_HEADER);
      put_bytes (b, name, strlen (name));
    }
  else if (f->is_builtin)
    {
      put_byte (b, ORIGIN_INLINE);
      put_bytes (b, name, strlen (name));
      put_bytes (b, f->text, f->len);
    }
  else
    {
      put_byte (b, ORIGIN_USER);
      put_bytes (b, name, strlen (name));
      put_uv (b, f->len);
    }
}

static void
put_loc (GByteArray *b, Writer *w, CkSrcLoc loc)
{
  put_uv (b, file_ref (w, loc.file));
  put_uv (b, loc.line);
  put_uv (b, loc.col);
}

/* Encodes [t] into [b]; [prev] is the previous token's location (updated). */
static void
put_token (GByteArray *b, Writer *w, const CkToken *t, CkSrcLoc *prev)
{
  guint8 head = (guint8) t->kind;
  if (t->at_bol)
    head |= HEAD_AT_BOL;
  if (t->has_space)
    head |= HEAD_HAS_SPACE;
  if (t->loc.file != prev->file)
    head |= HEAD_NEW_FILE;
  if (t->expansion.file || t->expansion.line || t->expansion.col)
    head |= HEAD_EXPANSION;
  if ((t->kind == CK_TK_KEYWORD && t->text != ck_keyword_spelling[t->kw])
      || (t->kind == CK_TK_PUNCT && t->text != ck_punct_spelling[t->punct]))
    head |= HEAD_OWN_TEXT;
  put_byte (b, head);
  if (head & HEAD_NEW_FILE)
    put_uv (b, file_ref (w, t->loc.file));
  put_sv (b, (gint64) t->loc.line - (gint64) prev->line);
  put_uv (b, t->loc.col);
  *prev = t->loc;
  if (head & HEAD_EXPANSION)
    put_loc (b, w, t->expansion);
  put_uv (b, (guint64) t->len);
  if (t->kind == CK_TK_KEYWORD)
    put_uv (b, t->kw);
  else if (t->kind == CK_TK_PUNCT)
    put_uv (b, t->punct);
  if ((t->kind != CK_TK_KEYWORD && t->kind != CK_TK_PUNCT) || (head & HEAD_OWN_TEXT))
    put_uv (b, text_ref (w, t->text));
  switch (t->kind)
    {
    case CK_TK_INT:
    case CK_TK_CHAR:
      put_uv (b, t->num_type);
      put_uv (b, t->ival);
      break;
    case CK_TK_FLOAT:
      put_uv (b, t->num_type);
      g_byte_array_append (b, (const guint8 *) &t->fval, sizeof t->fval);
      break;
    case CK_TK_STRING:
      put_uv (b, t->str_prefix);
      put_uv (b, pool_add (w, t->str, t->str_len));
      put_uv (b, t->str_len);
      break;
    default:
      break;
    }
}

char *
ck_tokcache_key (const char *path, const CkFrontendOptions *opts)
{
  g_return_val_if_fail (path != NULL && opts != NULL, NULL);
  GString *k = g_string_new (path);
  g_string_append_printf (k, "%c%s%c%d%c%s", 0x1f, opts->device_pass ? "device" : "host", 0x1f,
                          opts->cuda_arch, 0x1f, opts->is_c ? "c" : "c++");
  for (int i = 0; opts->include_dirs && opts->include_dirs[i]; i++)
    g_string_append_printf (k, "%c-I%s", 0x1f, opts->include_dirs[i]);
  for (int i = 0; opts->defines && opts->defines[i]; i++)
    g_string_append_printf (k, "%c%s%s", 0x1f, g_str_has_prefix (opts->defines[i], "-U") ? "" : "-D",
                            opts->defines[i]);
  return g_string_free (k, FALSE);
}

void
ck_tokcache_add (GByteArray *out, const char *key, const CkToken *toks, const CkPPDeps *deps,
                 const CkVec *files_read)
{
  g_return_if_fail (out != NULL && key != NULL && toks != NULL && deps != NULL);
  Writer w = { g_hash_table_new (NULL, NULL), g_ptr_array_new (),
               g_hash_table_new (g_str_hash, g_str_equal), g_byte_array_new () };
  GByteArray *tb = g_byte_array_new ();
  gsize n = 0;
  while (toks[n].kind != CK_TK_EOF)
    n++;
  n++;
  put_uv (tb, n);
  CkSrcLoc prev = { 0 };
  for (gsize i = 0; i < n; i++)
    put_token (tb, &w, &toks[i], &prev);
  for (int i = 0; files_read && i < files_read->len; i++)
    file_ref (&w, ck_vec_get (files_read, i));

  GByteArray *body = g_byte_array_new ();
  put_uv (body, (guint64) deps->fs_paths.len);
  for (int i = 0; i < deps->fs_paths.len; i++)
    {
      const char *p = ck_vec_get (&deps->fs_paths, i);
      put_bytes (body, p, strlen (p));
      put_byte (body, (guint8) GPOINTER_TO_INT (ck_vec_get (&deps->fs_found, i)));
    }
  /* put_file may add a #line file's physical file: that one comes before it already */
  put_uv (body, w.files->len);
  for (guint i = 0; i < w.files->len; i++)
    {
      const CkSrcFile *f = g_ptr_array_index (w.files, i);
      put_file (body, &w, f);
    }
  put_uv (body, files_read ? (guint64) files_read->len : 0);
  for (int i = 0; files_read && i < files_read->len; i++)
    put_uv (body, file_ref (&w, ck_vec_get (files_read, i)));
  put_bytes (body, w.pool->data, w.pool->len);
  g_byte_array_append (body, tb->data, tb->len);

  put_bytes (out, key, strlen (key));
  put_bytes (out, body->data, body->len);
  g_byte_array_free (body, TRUE);
  g_byte_array_free (tb, TRUE);
  g_hash_table_destroy (w.file_index);
  g_ptr_array_free (w.files, TRUE);
  g_hash_table_destroy (w.text_offset);
  g_byte_array_free (w.pool, TRUE);
}

/* ---- reading ---------------------------------------------------------------------------- */

/* A cursor over cache bytes; [ok] turns FALSE, for good, at the first read past [end]. */
typedef struct Reader {
  const guint8 *p;
  const guint8 *end;
  gboolean ok;
} Reader;

static guint64
get_uv (Reader *r)
{
  guint64 v = 0;
  for (guint shift = 0; shift < 64; shift += 7)
    {
      if (r->p >= r->end)
        break;
      guint8 c = *r->p++;
      v |= (guint64) (c & 0x7f) << shift;
      if (!(c & 0x80))
        return v;
    }
  r->ok = FALSE;
  return 0;
}

static gint64
get_sv (Reader *r)
{
  guint64 u = get_uv (r);
  return (gint64) (u >> 1) ^ -(gint64) (u & 1);
}

static guint8
get_byte (Reader *r)
{
  if (r->p >= r->end)
    {
      r->ok = FALSE;
      return 0;
    }
  return *r->p++;
}

/* A length-prefixed byte string: its bytes (not NUL-ended) and length in [*n]. */
static const guint8 *
get_bytes (Reader *r, gsize *n)
{
  guint64 len = get_uv (r);
  if (!r->ok || len > (guint64) (r->end - r->p))
    {
      r->ok = FALSE;
      *n = 0;
      return NULL;
    }
  const guint8 *s = r->p;
  r->p += len;
  *n = (gsize) len;
  return s;
}

/* A length-prefixed string as a NUL-terminated GC copy. */
static char *
get_str (Reader *r)
{
  gsize n;
  const guint8 *s = get_bytes (r, &n);
  return r->ok ? ck_strndup ((const char *) s, n) : NULL;
}

/* The file of index + 1 [i] of [files] ([n] of them), NULL for 0; FALSE if out of range. */
static gboolean
get_file (Reader *r, CkSrcFile **files, guint64 n, const CkSrcFile **out)
{
  guint64 i = get_uv (r);
  if (i > n || (i > 0 && files[i - 1] == NULL))
    r->ok = FALSE;
  *out = r->ok && i > 0 ? files[i - 1] : NULL;
  return r->ok;
}

/* Answers the file-system questions of the entry as a.out's preprocessor would: from its
 * sources first, then from the file system. */
static gboolean
probes_hold (Reader *r, GHashTable *vfs)
{
  guint64 n = get_uv (r);
  for (guint64 i = 0; i < n && r->ok; i++)
    {
      gsize len;
      const guint8 *p = get_bytes (r, &len);
      gboolean found = get_byte (r);
      if (!r->ok)
        return FALSE;
      char *path = g_strndup ((const char *) p, len);
      gboolean now = (vfs && g_hash_table_contains (vfs, path))
                     || g_file_test (path, G_FILE_TEST_IS_REGULAR);
      g_free (path);
      if (now != found)
        return FALSE;
    }
  return r->ok;
}

/* Rebuilds the file table. */
static CkSrcFile **
get_files (Reader *r, GHashTable *vfs, guint64 *n_out)
{
  guint64 n = get_uv (r);
  if (!r->ok || n > (guint64) (r->end - r->p))
    return NULL;
  CkSrcFile **files = ck_new_n (CkSrcFile *, n + 1);
  for (guint64 i = 0; i < n && r->ok; i++)
    {
      guint8 origin = get_byte (r);
      char *name = get_str (r);
      if (!r->ok)
        return NULL;
      CkSrcFile *f = NULL;
      switch (origin)
        {
        case ORIGIN_HEADER:
          {
            const CkBuiltinHeader *h = builtin_named (name);
            if (h)
              f = ck_pp_make_file (name, h->text, h->len, TRUE);
            break;
          }
        case ORIGIN_USER:
          {
            const char *text = vfs ? g_hash_table_lookup (vfs, name) : NULL;
            guint64 len = get_uv (r);
            if (text)
              f = ck_pp_make_file (name, text, strlen (text), FALSE);
            if (f && f->len != len)
              f = NULL;
            break;
          }
        case ORIGIN_INLINE:
          {
            char *text = get_str (r);
            if (text)
              f = ck_pp_make_file (name, text, strlen (text), TRUE);
            break;
          }
        case ORIGIN_LINE:
          {
            const CkSrcFile *phys;
            if (!get_file (r, files, i, &phys) || phys == NULL)
              break;
            f = ck_new (CkSrcFile);
            *f = *phys;
            f->name = name;
            f->line_delta = (int) get_sv (r);
            f->physical = phys;
            break;
          }
        default:
          break;
        }
      if (f == NULL)
        r->ok = FALSE;
      files[i] = f;
    }
  *n_out = n;
  return r->ok ? files : NULL;
}

/* Decodes one token into [t] (zeroed); [prev] is the previous token's location (updated). */
static void
get_token (Reader *r, CkSrcFile **files, guint64 n_files, const char *pool, gsize pool_len,
           CkToken *t, CkSrcLoc *prev)
{
  guint8 head = get_byte (r);
  t->kind = (CkTokenKind) (head & HEAD_KIND);
  t->at_bol = (head & HEAD_AT_BOL) != 0;
  t->has_space = (head & HEAD_HAS_SPACE) != 0;
  t->loc.file = prev->file;
  if (head & HEAD_NEW_FILE)
    get_file (r, files, n_files, &t->loc.file);
  t->loc.line = (guint32) ((gint64) prev->line + get_sv (r));
  t->loc.col = (guint32) get_uv (r);
  *prev = t->loc;
  if (head & HEAD_EXPANSION)
    {
      get_file (r, files, n_files, &t->expansion.file);
      t->expansion.line = (guint32) get_uv (r);
      t->expansion.col = (guint32) get_uv (r);
    }
  t->len = (int) get_uv (r);
  if (t->kind == CK_TK_KEYWORD)
    {
      guint64 kw = get_uv (r);
      r->ok = r->ok && kw < CK_KW__COUNT;
      t->kw = r->ok ? (CkKeyword) kw : 0;
      t->text = ck_keyword_spelling[t->kw];
    }
  else if (t->kind == CK_TK_PUNCT)
    {
      guint64 p = get_uv (r);
      r->ok = r->ok && p < CK_P__COUNT;
      t->punct = r->ok ? (CkPunct) p : 0;
      t->text = ck_punct_spelling[t->punct];
    }
  if ((t->kind != CK_TK_KEYWORD && t->kind != CK_TK_PUNCT) || (head & HEAD_OWN_TEXT))
    {
      guint64 off = get_uv (r);
      r->ok = r->ok && off < pool_len;
      t->text = r->ok ? pool + off : "";
    }
  switch (t->kind)
    {
    case CK_TK_INT:
    case CK_TK_CHAR:
      t->num_type = (CkNumType) get_uv (r);
      t->ival = get_uv (r);
      break;
    case CK_TK_FLOAT:
      t->num_type = (CkNumType) get_uv (r);
      if ((gsize) (r->end - r->p) < sizeof t->fval)
        r->ok = FALSE;
      else
        {
          memcpy (&t->fval, r->p, sizeof t->fval);
          r->p += sizeof t->fval;
        }
      break;
    case CK_TK_STRING:
      {
        t->str_prefix = (CkStrPrefix) get_uv (r);
        guint64 off = get_uv (r);
        guint64 len = get_uv (r);
        r->ok = r->ok && off <= pool_len && len <= pool_len - off;
        t->str = r->ok ? pool + off : "";
        t->str_len = r->ok ? (gsize) len : 0;
        break;
      }
    default:
      break;
    }
}

static CkToken *
read_body (Reader *r, GHashTable *vfs, CkVec *files_read)
{
  if (!probes_hold (r, vfs))
    return NULL;
  guint64 n_files;
  CkSrcFile **files = get_files (r, vfs, &n_files);
  if (files == NULL)
    return NULL;
  CkVec read = { 0 };
  guint64 n_read = get_uv (r);
  for (guint64 i = 0; i < n_read && r->ok; i++)
    {
      const CkSrcFile *f;
      if (get_file (r, files, n_files, &f) && f)
        ck_vec_push (&read, (gpointer) f);
    }
  gsize pool_len;
  const guint8 *p = get_bytes (r, &pool_len);
  if (!r->ok)
    return NULL;
  /* the pool is copied for alignment (wide string values are read as guint32 arrays) */
  char *pool = ck_new_atomic (pool_len + 1);
  memcpy (pool, p, pool_len);
  guint64 n = get_uv (r);
  if (!r->ok || n == 0 || n > (guint64) (r->end - r->p))
    return NULL;
  CkToken *toks = ck_new_n (CkToken, n);
  CkSrcLoc prev = { 0 };
  for (guint64 i = 0; i < n && r->ok; i++)
    get_token (r, files, n_files, pool, pool_len, &toks[i], &prev);
  if (!r->ok || toks[n - 1].kind != CK_TK_EOF)
    return NULL;
  for (int i = 0; files_read && i < read.len; i++)
    ck_vec_push (files_read, ck_vec_get (&read, i));
  return toks;
}

CkToken *
ck_tokcache_lookup (const guint8 *data, gsize len, const char *key, GHashTable *vfs,
                    CkVec *files_read)
{
  g_return_val_if_fail (key != NULL, NULL);
  Reader r = { data, data + len, data != NULL };
  gsize key_len = strlen (key);
  while (r.ok && r.p < r.end)
    {
      gsize kn, bn;
      const guint8 *k = get_bytes (&r, &kn);
      const guint8 *b = get_bytes (&r, &bn);
      if (!r.ok)
        return NULL;
      if (kn == key_len && memcmp (k, key, kn) == 0)
        {
          Reader br = { b, b + bn, TRUE };
          return read_body (&br, vfs, files_read);
        }
    }
  return NULL;
}
