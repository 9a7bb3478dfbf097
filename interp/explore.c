/* interp/explore.c — `--explore=N` (issue 9): N seeds, one child process each, their runs grouped
 * into distinct outcomes. Every choice of the semantics comes from the seed, so the same seeds
 * always give the same summary.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <glib/gstdio.h>
#include "interp/explore.h"

/* One outcome: the runs with the same [key]. [key] holds the status, the findings sorted and the
 * stdout bytes, each with its length, so that two outcomes are equal exactly when their keys are
 * (no hash of the output stands in for it). [findings] are in the order of the outcome's first
 * run, which the summary shows. */
typedef struct Outcome {
  GBytes *key;
  int status;
  GBytes *out;
  GPtrArray *findings;       /* char * (owned) */
  GArray *seeds;             /* gint64, in the order the runs were added */
} Outcome;

struct CkExplorer {
  GHashTable *by_key;        /* GBytes key -> Outcome * (owned) */
  GPtrArray *outcomes;       /* Outcome *, in the order they were first seen (not owned) */
  guint n_runs;
};

static void
outcome_free (gpointer p)
{
  Outcome *o = p;
  g_bytes_unref (o->key);
  g_bytes_unref (o->out);
  g_ptr_array_free (o->findings, TRUE);
  g_array_free (o->seeds, TRUE);
  g_free (o);
}

CkExplorer *
ck_explore_new (void)
{
  CkExplorer *x = g_new0 (CkExplorer, 1);
  x->by_key = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, NULL, outcome_free);
  x->outcomes = g_ptr_array_new ();
  return x;
}

void
ck_explore_free (CkExplorer *x)
{
  if (!x)
    return;
  g_ptr_array_free (x->outcomes, TRUE);
  g_hash_table_destroy (x->by_key);
  g_free (x);
}

/* ---- findings ---- */

/* Whether the line [s] ([len] bytes, no newline) is a report headline in the layout of gcc,
 * as tests/corpus-runner.c recognises it: a file name that starts with neither a blank nor ':',
 * ":LINE:COL: ", then "error:", "warning:" or "fatal error:". */
static gboolean
is_headline (const char *s, gsize len)
{
  const char *p = s, *end = s + len;
  if (p == end || g_ascii_isspace (*p) || *p == ':')
    return FALSE;
  while (p < end && *p != ':')
    p++;
  for (int field = 0; field < 2; field++)
    {
      if (p == end || *p != ':')
        return FALSE;
      p++;
      const char *digits = p;
      while (p < end && g_ascii_isdigit (*p))
        p++;
      if (p == digits)
        return FALSE;
    }
  static const char *const levels[] = { ": error:", ": warning:", ": fatal error:" };
  for (gsize i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      gsize n = strlen (levels[i]);
      if ((gsize) (end - p) >= n && !memcmp (p, levels[i], n))
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
ck_explore_findings (const char *err, gsize len)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char *p = err, *end = err + len;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *eol = nl ? nl : end;
      if (is_headline (p, (gsize) (eol - p)))
        {
          char *line = g_strndup (p, (gsize) (eol - p));
          if (g_hash_table_contains (seen, line))
            g_free (line);
          else
            {
              g_hash_table_add (seen, line);
              g_ptr_array_add (found, line);
            }
        }
      p = nl ? nl + 1 : end;
    }
  g_hash_table_destroy (seen);
  return found;
}

/* ---- grouping ---- */

static void
put_len (GByteArray *b, const void *data, gsize len)
{
  guint64 n = len;
  g_byte_array_append (b, (const guint8 *) &n, sizeof n);
  g_byte_array_append (b, data, (guint) len);
}

static int
cmp_str (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The key of an outcome: [status], then the findings as a set (sorted; [findings] are already
 * distinct), then [out], each with its length so that no two different outcomes share a key. */
static GBytes *
outcome_key (int status, const GPtrArray *findings, const char *out, gsize out_len)
{
  GByteArray *b = g_byte_array_new ();
  gint32 st = status;
  g_byte_array_append (b, (const guint8 *) &st, sizeof st);
  GPtrArray *sorted = g_ptr_array_copy ((GPtrArray *) findings, NULL, NULL);
  g_ptr_array_set_free_func (sorted, NULL);   /* the copy borrows the strings */
  g_ptr_array_sort (sorted, cmp_str);
  guint64 n = sorted->len;
  g_byte_array_append (b, (const guint8 *) &n, sizeof n);
  for (guint i = 0; i < sorted->len; i++)
    {
      const char *f = g_ptr_array_index (sorted, i);
      put_len (b, f, strlen (f));
    }
  g_ptr_array_free (sorted, TRUE);
  put_len (b, out, out_len);
  return g_byte_array_free_to_bytes (b);
}

void
ck_explore_add_run (CkExplorer *x, gint64 seed, int status, const char *out, gsize out_len,
                    const char *err, gsize err_len)
{
  g_return_if_fail (x != NULL);
  GPtrArray *findings = ck_explore_findings (err, err_len);
  GBytes *key = outcome_key (status, findings, out, out_len);
  Outcome *o = g_hash_table_lookup (x->by_key, key);
  if (o)
    {
      g_bytes_unref (key);
      g_ptr_array_free (findings, TRUE);
    }
  else
    {
      o = g_new0 (Outcome, 1);
      o->key = key;
      o->status = status;
      o->out = g_bytes_new (out, out_len);
      o->findings = findings;
      o->seeds = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_hash_table_insert (x->by_key, key, o);
      g_ptr_array_add (x->outcomes, o);
    }
  g_array_append_val (o->seeds, seed);
  x->n_runs++;
}

static int
cmp_seed (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static int
cmp_outcome (gconstpointer a, gconstpointer b)
{
  const Outcome *x = *(Outcome *const *) a, *y = *(Outcome *const *) b;
  return cmp_seed (x->seeds->data, y->seeds->data);
}

void
ck_explore_format_seeds (GString *s, const gint64 *seeds, guint n)
{
  for (guint i = 0; i < n;)
    {
      guint j = i;
      while (j + 1 < n && seeds[j + 1] == seeds[j] + 1)
        j++;
      if (i)
        g_string_append_c (s, ',');
      g_string_append_printf (s, "%" G_GINT64_FORMAT, seeds[i]);
      if (j > i)
        g_string_append_printf (s, "-%" G_GINT64_FORMAT, seeds[j]);
      i = j + 1;
    }
}

static void
plural (GString *s, guint n, const char *what)
{
  g_string_append_printf (s, "%u %s%s", n, what, n == 1 ? "" : "s");
}

/* Appends the stdout [out] of an outcome, each line prefixed, at most CK_EXPLORE_MAX_SHOWN_LINES.
 * A last line without a newline is marked, as diff does, because it makes a distinct outcome. */
static void
append_output (GString *s, GBytes *out)
{
  gsize len;
  const char *p = g_bytes_get_data (out, &len), *end = p + len;
  guint shown = 0, more = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *eol = nl ? nl : end;
      if (shown < CK_EXPLORE_MAX_SHOWN_LINES)
        {
          g_string_append (s, "  | ");
          g_string_append_len (s, p, eol - p);
          g_string_append_c (s, '\n');
          if (!nl)
            g_string_append (s, "  \\ no newline at end of output\n");
          shown++;
        }
      else
        more++;
      p = nl ? nl + 1 : end;
    }
  if (more)
    g_string_append_printf (s, "  | ... (%u more line%s)\n", more, more == 1 ? "" : "s");
}

char *
ck_explore_summary (const CkExplorer *x, int *exit_status)
{
  g_return_val_if_fail (x != NULL && x->n_runs > 0, NULL);
  GPtrArray *outcomes = g_ptr_array_copy (x->outcomes, NULL, NULL);
  for (guint i = 0; i < outcomes->len; i++)
    {
      Outcome *o = g_ptr_array_index (outcomes, i);
      g_array_sort (o->seeds, cmp_seed);
    }
  g_ptr_array_sort (outcomes, cmp_outcome);
  GArray *all = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < outcomes->len; i++)
    {
      Outcome *o = g_ptr_array_index (outcomes, i);
      g_array_append_vals (all, o->seeds->data, o->seeds->len);
    }
  g_array_sort (all, cmp_seed);

  GString *s = g_string_new ("cudak: explored ");
  plural (s, x->n_runs, "seed");
  g_string_append (s, " (");
  ck_explore_format_seeds (s, (const gint64 *) all->data, all->len);
  g_string_append (s, "): ");
  plural (s, outcomes->len, "distinct outcome");
  g_string_append_c (s, '\n');
  for (guint i = 0; i < outcomes->len; i++)
    {
      const Outcome *o = g_ptr_array_index (outcomes, i);
      g_string_append_printf (s, "outcome %u: ", i + 1);
      plural (s, o->seeds->len, "seed");
      g_string_append (s, " (");
      ck_explore_format_seeds (s, (const gint64 *) o->seeds->data, o->seeds->len);
      g_string_append (s, "): ");
      if (o->status >= 0)
        g_string_append_printf (s, "exit %d, ", o->status);
      else
        g_string_append_printf (s, "killed by signal %d, ", -o->status);
      if (o->findings->len)
        plural (s, o->findings->len, "finding");
      else
        g_string_append (s, "no findings");
      g_string_append_c (s, '\n');
      append_output (s, o->out);
      for (guint k = 0; k < o->findings->len; k++)
        g_string_append_printf (s, "  ! %s\n", (const char *) g_ptr_array_index (o->findings, k));
    }
  const Outcome *first = g_ptr_array_index (outcomes, 0);
  *exit_status = outcomes->len == 1 && first->status == 0 && first->findings->len == 0 ? 0 : 1;
  g_array_free (all, TRUE);
  g_ptr_array_free (outcomes, TRUE);
  return g_string_free (s, FALSE);
}

/* ---- running ---- */

static gboolean
set_io_error (GError **error, const char *what)
{
  int e = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (e), "--explore: %s: %s", what,
               g_strerror (e));
  return FALSE;
}

/* Moves [fd] above the standard descriptors (which a parent started with them closed would
 * hand out first, and which the runs' dup2s overwrite) and marks it close-on-exec: posix_spawn's
 * dup2 gives each run its own copy. Returns the new descriptor, or -1 with [error] set. */
static int
keep_fd (int fd, GError **error)
{
  int moved = fcntl (fd, F_DUPFD_CLOEXEC, 3);
  if (moved < 0)
    set_io_error (error, "cannot keep a temporary file open");
  close (fd);
  return moved;
}

/* An unlinked temporary file for a run's stdin, stdout or stderr: files, not pipes, so that a
 * run's output never has to be drained while it runs. Returns -1 with [error] set. */
static int
open_scratch (GError **error)
{
  char *path = NULL;
  int fd = g_file_open_tmp ("cudak-explore-XXXXXX", &path, error);
  if (fd < 0)
    return -1;
  g_unlink (path);
  g_free (path);
  return keep_fd (fd, error);
}

/* Empties the scratch file [fd] for the next run. */
static gboolean
rewind_scratch (int fd, gboolean truncate, GError **error)
{
  if ((truncate && ftruncate (fd, 0) != 0) || lseek (fd, 0, SEEK_SET) != 0)
    return set_io_error (error, "cannot reset a temporary file");
  return TRUE;
}

/* Reads the whole scratch file [fd] into [b]. */
static gboolean
slurp (int fd, GByteArray *b, GError **error)
{
  g_byte_array_set_size (b, 0);
  if (lseek (fd, 0, SEEK_SET) != 0)
    return set_io_error (error, "cannot read back a run's output");
  guint8 buf[65536];
  for (;;)
    {
      ssize_t n = read (fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return set_io_error (error, "cannot read back a run's output");
      if (n == 0)
        return TRUE;
      g_byte_array_append (b, buf, (guint) n);
    }
}

static gboolean
write_all (int fd, const char *p, gsize len, GError **error)
{
  while (len)
    {
      ssize_t n = write (fd, p, len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return set_io_error (error, "cannot keep the standard input for the runs");
      p += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* The arguments and environment of the run with [seed]: "--seed=K --explore=0" after the
 * options of [spec], so that they win. */
static void
child_args (const CkExploreSpec *spec, gint64 seed, char ***argv, char ***envp)
{
  char *opts = g_strdup_printf ("--seed=%" G_GINT64_FORMAT " --explore=0", seed);
  GPtrArray *a = g_ptr_array_new_with_free_func (g_free);
  guint argc = g_strv_length (spec->argv);
  for (guint i = 0; i <= argc; i++)
    {
      if (spec->seed_at >= 0 && i == (guint) spec->seed_at)
        {
          g_ptr_array_add (a, g_strdup_printf ("--seed=%" G_GINT64_FORMAT, seed));
          g_ptr_array_add (a, g_strdup ("--explore=0"));
        }
      if (i < argc)
        g_ptr_array_add (a, g_strdup (spec->argv[i]));
    }
  g_ptr_array_add (a, NULL);
  *argv = (char **) g_ptr_array_free (a, FALSE);
  *envp = spec->envp ? g_strdupv (spec->envp) : g_get_environ ();
  if (spec->seed_at < 0)
    {
      /* The earlier value parsed successfully in the parent; appended after a newline, the new
         options cannot be taken into a '#' comment of it. */
      const char *old = g_environ_getenv (*envp, "CUDAK_OPTIONS");
      char *v = old && *old ? g_strconcat (old, "\n", opts, NULL) : g_strdup (opts);
      *envp = g_environ_setenv (*envp, "CUDAK_OPTIONS", v, TRUE);
      g_free (v);
    }
  g_free (opts);
}

/* Starts [exe] with [argv]/[envp] on the descriptors [in], [out], [err] and waits for it;
 * [*status] as in ck_explore_add_run. */
static gboolean
spawn_one (const char *exe, char **argv, char **envp, int in, int out, int err, int *status,
           GError **error)
{
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init (&fa);
  posix_spawn_file_actions_adddup2 (&fa, in, 0);
  posix_spawn_file_actions_adddup2 (&fa, out, 1);
  posix_spawn_file_actions_adddup2 (&fa, err, 2);
  pid_t pid;
  int e = posix_spawn (&pid, exe, &fa, NULL, argv, envp);
  posix_spawn_file_actions_destroy (&fa);
  if (e != 0)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED, "--explore: cannot start '%s': %s",
                   exe, g_strerror (e));
      return FALSE;
    }
  int ws;
  while (waitpid (pid, &ws, 0) < 0)
    if (errno != EINTR)
      return set_io_error (error, "cannot wait for a run");
  *status = WIFSIGNALED (ws) ? -WTERMSIG (ws) : WEXITSTATUS (ws);
  return TRUE;
}

gboolean
ck_explore_run (const CkExploreSpec *spec, const char *in, gsize in_len, CkExplorer *x,
                GError **error)
{
  g_return_val_if_fail (spec != NULL && spec->argv != NULL && x != NULL, FALSE);
  int fd_in = -1, fd_out = -1, fd_err = -1;
  gboolean ok = FALSE;
  GByteArray *out = g_byte_array_new (), *err = g_byte_array_new ();
  if (in)
    {
      if ((fd_in = open_scratch (error)) < 0 || !write_all (fd_in, in, in_len, error))
        goto done;
    }
  else
    {
      int fd = open ("/dev/null", O_RDONLY);
      if (fd < 0)
        {
          set_io_error (error, "cannot open /dev/null");
          goto done;
        }
      if ((fd_in = keep_fd (fd, error)) < 0)
        goto done;
    }
  if ((fd_out = open_scratch (error)) < 0 || (fd_err = open_scratch (error)) < 0)
    goto done;
  for (guint i = 0; i < spec->n_runs; i++)
    {
      gint64 seed = spec->first_seed + (gint64) i;
      char **argv, **envp;
      int status;
      if (!rewind_scratch (fd_in, FALSE, error) || !rewind_scratch (fd_out, TRUE, error)
          || !rewind_scratch (fd_err, TRUE, error))
        goto done;
      child_args (spec, seed, &argv, &envp);
      gboolean ran = spawn_one (spec->exe, argv, envp, fd_in, fd_out, fd_err, &status, error);
      g_strfreev (argv);
      g_strfreev (envp);
      if (!ran || !slurp (fd_out, out, error) || !slurp (fd_err, err, error))
        goto done;
      ck_explore_add_run (x, seed, status, (const char *) out->data, out->len,
                          (const char *) err->data, err->len);
    }
  ok = TRUE;
done:
  if (fd_in >= 0)
    close (fd_in);
  if (fd_out >= 0)
    close (fd_out);
  if (fd_err >= 0)
    close (fd_err);
  g_byte_array_free (out, TRUE);
  g_byte_array_free (err, TRUE);
  return ok;
}
