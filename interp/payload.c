/* interp/payload.c — what cudak writes (issue 21: out of main.c): a.out (this executable with
 * the translation units as a payload) and cudak object files, and reading them back.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "interp/driver.h"

/* The payload trailer of an a.out: "<payload><8-byte payload offset>CUDAK-PAYLOAD-02" at the end
 * (02: the payload holds translation units, each with its options and files; see ck_payload_write_aout). */
#define PAYLOAD_MAGIC "CUDAK-PAYLOAD-02"
#define PAYLOAD_MAGIC_LEN 16

/* A cudak object file (`cudak -c`): OBJECT_MAGIC, then length-prefixed strings (put_str):
 * "options", the count and the unit's translation options (Unit.opts); "source" and the source
 * path; "files", the count and each user file read as name and contents; "end". */
#define OBJECT_MAGIC "CUDAK-OBJECT-01\n"
#define OBJECT_MAGIC_LEN 16

/* ---- a.out: payload ------------------------------------------------------------------- */

static void
put_str (GString *s, const char *str, gsize len)
{
  guint64 n = len;
  g_string_append_len (s, (const char *) &n, 8);
  g_string_append_len (s, str, (gssize) len);
}

static void
put_u64 (GString *s, guint64 n)
{
  g_string_append_len (s, (const char *) &n, 8);
}

/* Reads a string written by put_str into [*out] (g_free; NUL-terminated, NUL bytes inside kept)
 * and its length into [*len] when [len] is not NULL. */
gboolean
ck_payload_get_str (const char **p, const char *end, char **out, gsize *len)
{
  guint64 n;
  if (end - *p < 8)
    return FALSE;
  memcpy (&n, *p, 8);
  *p += 8;
  if ((guint64) (end - *p) < n)
    return FALSE;
  *out = g_malloc (n + 1);
  memcpy (*out, *p, n);
  (*out)[n] = 0;
  if (len)
    *len = n;
  *p += n;
  return TRUE;
}

gboolean
ck_payload_get_u64 (const char **p, const char *end, guint64 *n)
{
  if (end - *p < 8)
    return FALSE;
  memcpy (n, *p, 8);
  *p += 8;
  return TRUE;
}

/* Whether the next string is [tag] (consumed). */
gboolean
ck_payload_get_tag (const char **p, const char *end, const char *tag)
{
  char *t;
  if (!ck_payload_get_str (p, end, &t, NULL))
    return FALSE;
  gboolean ok = strcmp (t, tag) == 0;
  g_free (t);
  return ok;
}

/* Appends [u]'s options and the user files [files] (CkSrcFile *) to [s]: "options", the count
 * and each option; "source" and the path; "files", the count, and name and contents of each. */
static void
put_unit (GString *s, const Unit *u, const CkVec *files)
{
  put_str (s, "options", 7);
  put_u64 (s, u->opts->len);
  for (guint i = 0; i < u->opts->len; i++)
    put_str (s, g_ptr_array_index (u->opts, i), strlen (g_ptr_array_index (u->opts, i)));
  put_str (s, "source", 6);
  put_str (s, u->path, strlen (u->path));
  int n = 0;
  for (int i = 0; i < files->len; i++)
    n += !((const CkSrcFile *) ck_vec_get (files, i))->is_builtin;
  put_str (s, "files", 5);
  put_u64 (s, (guint64) n);
  for (int i = 0; i < files->len; i++)
    {
      const CkSrcFile *f = ck_vec_get (files, i);
      if (f->is_builtin)
        continue;
      put_str (s, f->name, strlen (f->name));
      put_str (s, f->text, f->len);
    }
}

/* Reads what put_unit wrote; NULL when it is damaged. [object]: the object file it comes from
 * (NULL in a.out's payload). */
Unit *
ck_payload_get_unit (const char **p, const char *end, const char *object)
{
  guint64 n;
  if (!ck_payload_get_tag (p, end, "options") || !ck_payload_get_u64 (p, end, &n) || n > (guint64) (end - *p) / 8)
    return NULL;
  GPtrArray *opts = g_ptr_array_new_with_free_func (g_free);
  for (guint64 i = 0; i < n; i++)
    {
      char *o;
      if (!ck_payload_get_str (p, end, &o, NULL))
        {
          g_ptr_array_free (opts, TRUE);
          return NULL;
        }
      g_ptr_array_add (opts, o);
    }
  char *path;
  if (!ck_payload_get_tag (p, end, "source") || !ck_payload_get_str (p, end, &path, NULL))
    {
      g_ptr_array_free (opts, TRUE);
      return NULL;
    }
  Unit *u = ck_driver_unit_new (path);
  g_free (path);
  g_ptr_array_free (u->opts, TRUE);
  u->opts = opts;
  u->object = g_strdup (object);
  if (!ck_payload_get_tag (p, end, "files") || !ck_payload_get_u64 (p, end, &n) || n > (guint64) (end - *p) / 16)
    {
      ck_driver_unit_free (u);
      return NULL;
    }
  for (guint64 i = 0; i < n; i++)
    {
      char *name, *text;
      gsize len;
      if (!ck_payload_get_str (p, end, &name, NULL))
        {
          ck_driver_unit_free (u);
          return NULL;
        }
      if (!ck_payload_get_str (p, end, &text, &len))
        {
          g_free (name);
          ck_driver_unit_free (u);
          return NULL;
        }
      ck_driver_unit_add_file (u, name, text, len);
      g_free (name);
      g_free (text);
    }
  return u;
}

/* Writes [len] bytes of [data] to [path] through a temporary file renamed over it, so that a
 * failed write leaves no half file; [mode]: its permissions. */
static gboolean
write_file_atomically (const char *path, const char *data, gsize len, mode_t mode, GError **error)
{
  char *tmp = g_strconcat (path, ".cudak-tmp", NULL);
  gboolean ok = g_file_set_contents (tmp, data, (gssize) len, error);
  if (ok && chmod (tmp, mode) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot set the mode of '%s': %s",
                   path, g_strerror (errno));
      ok = FALSE;
    }
  if (ok && rename (tmp, path) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot write '%s': %s",
                   path, g_strerror (errno));
      ok = FALSE;
    }
  if (!ok)
    unlink (tmp);
  g_free (tmp);
  return ok;
}

/* Writes the cudak object file [path] of unit [u], which read [files]. */
gboolean
ck_payload_write_object (const char *path, const Unit *u, const CkVec *files, GError **error)
{
  GString *s = g_string_new_len (OBJECT_MAGIC, OBJECT_MAGIC_LEN);
  put_unit (s, u, files);
  put_str (s, "end", 3);
  gboolean ok = write_file_atomically (path, s->str, s->len, 0644, error);
  g_string_free (s, TRUE);
  return ok;
}

/* Whether [path] names an object file (by its suffix, as nvcc decides). */
gboolean
ck_payload_is_object_path (const char *path)
{
  return g_str_has_suffix (path, ".o") || g_str_has_suffix (path, ".obj");
}

/* Reads the cudak object file [path]; NULL with [error] set when it cannot be read or is not one
 * (another compiler's object, an empty or a truncated file). */
Unit *
ck_payload_read_object (const char *path, GError **error)
{
  char *data;
  gsize len;
  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  const char *p = data, *end = data + len;
  Unit *u = NULL;
  if (len >= OBJECT_MAGIC_LEN && !memcmp (data, OBJECT_MAGIC, OBJECT_MAGIC_LEN))
    {
      p += OBJECT_MAGIC_LEN;
      u = ck_payload_get_unit (&p, end, path);
      if (u && (!ck_payload_get_tag (&p, end, "end") || p != end))
        {
          ck_driver_unit_free (u);
          u = NULL;
        }
    }
  g_free (data);
  if (!u)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 "'%s': not an object file written by 'cudak -c'", path);
  return u;
}

/* Looks for a payload at the end of this executable: returns it (g_malloc'd, [*len] bytes) or
 * NULL; [*exe_len] is the length of the executable proper. Only the trailer and the payload are
 * read, so that a.out starts fast. */
char *
ck_payload_read (gsize *exe_len, gsize *len)
{
  FILE *f = fopen ("/proc/self/exe", "rb");
  char trailer[8 + PAYLOAD_MAGIC_LEN];
  char *payload = NULL;
  *len = 0;
  *exe_len = 0;
  if (!f)
    return NULL;
  if (fseek (f, 0, SEEK_END) == 0)
    {
      long size = ftell (f);
      *exe_len = size > 0 ? (gsize) size : 0;
      if (size > (long) sizeof trailer && fseek (f, size - (long) sizeof trailer, SEEK_SET) == 0
          && fread (trailer, 1, sizeof trailer, f) == sizeof trailer
          && !memcmp (trailer + 8, PAYLOAD_MAGIC, PAYLOAD_MAGIC_LEN))
        {
          guint64 off;
          memcpy (&off, trailer, 8);
          if (off < (guint64) size - sizeof trailer)
            {
              *len = (gsize) (size - (long) sizeof trailer - (long) off);
              *exe_len = off;
              payload = g_malloc (*len + 1);
              if (fseek (f, (long) off, SEEK_SET) != 0 || fread (payload, 1, *len, f) != *len)
                {
                  g_free (payload);
                  payload = NULL;
                }
            }
        }
    }
  fclose (f);
  return payload;
}

/* Writes the executable [path]: this binary, then the payload — the build command's arguments
 * [argv], the units with their options and the files each read ([funits]), the token cache
 * [tokcache] when it is not NULL — then the trailer. */
gboolean
ck_payload_write_aout (const char *path, GPtrArray *argv, GPtrArray *units, const CkFrontendUnit *funits,
            const GByteArray *tokcache, GError **error)
{
  gsize exe_len, plen;
  g_free (ck_payload_read (&exe_len, &plen));
  char *self;
  gsize self_len;
  if (!g_file_get_contents ("/proc/self/exe", &self, &self_len, error))
    return FALSE;
  GString *out = g_string_new_len (self, (gssize) MIN (exe_len, self_len));
  g_free (self);
  guint64 off = out->len;
  put_str (out, "argv", 4);
  put_u64 (out, argv->len);
  for (guint i = 0; i < argv->len; i++)
    put_str (out, g_ptr_array_index (argv, i), strlen (g_ptr_array_index (argv, i)));
  put_str (out, "units", 5);
  put_u64 (out, units->len);
  for (guint i = 0; i < units->len; i++)
    put_unit (out, g_ptr_array_index (units, i), &funits[i].files);
  if (tokcache)
    {
      put_str (out, "tokens", 6);
      put_str (out, (const char *) tokcache->data, tokcache->len);
    }
  put_u64 (out, off);
  g_string_append_len (out, PAYLOAD_MAGIC, PAYLOAD_MAGIC_LEN);
  gboolean ok = write_file_atomically (path, out->str, out->len, 0755, error);
  g_string_free (out, TRUE);
  return ok;
}
