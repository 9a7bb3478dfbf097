/* tests/corpus-runner.c — builds and runs corpus programs with cudak and checks the expectations
 * written inline in each file (format: corpus/README); prints one TAP line per program.
 * Standalone on purpose (GLib + PCRE2 only) so that it tests cudak from the outside.
 * SPDX-License-Identifier: MIT */

#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* A corpus program is small: one that runs longer than this hangs. `// timeout: N` overrides it. */
#define CK_RUNNER_RUN_TIMEOUT_S 10
/* cudak or a tool on a single file. */
#define CK_RUNNER_BUILD_TIMEOUT_S 120
/* nvcc -c: a few seconds for a plain program, 20-45 s of CPU for one that includes the toolkit's
 * Thrust or CUB, and several times that in wall-clock time on a loaded machine. */
#define CK_RUNNER_NVCC_TIMEOUT_S 600
/* A failure log must stay readable: diff lines shown per comparison. */
#define CK_RUNNER_MAX_DIFF_LINES 60
/* Lines of context around each change in a diff, as in `diff -u`. */
#define CK_RUNNER_DIFF_CONTEXT 3
/* Longer outputs are compared fully but diffed only by their first mismatch (LCS is quadratic). */
#define CK_RUNNER_MAX_LCS_LINES 3000
/* Output beyond this many bytes is cut off: a runaway program must not exhaust memory. */
#define CK_RUNNER_MAX_OUTPUT (16 * 1024 * 1024)
/* Poll interval while waiting for a child, in microseconds. */
#define CK_RUNNER_POLL_US 1000

typedef struct {
  char *path;                 /* as found on the command line or in a directory walk */
  char *dir;                  /* directory of [path]: cudak and nvcc run there on the basename */
  char *base;
  char **cudak_args;          /* `// cudak-args:` (NULL-terminated, possibly empty) */
  char **run_args;            /* `// run-args:` */
  char **nvcc_args;           /* `// nvcc-args:` */
  char **data_files;          /* `// data:` files copied next to a.out before it runs */
  GPtrArray *expect_stdout;   /* char *: the lines of `// expect:` */
  GPtrArray *expect_stderr;   /* char *: the lines of `// expect-stderr:` */
  GPtrArray *report_sources;  /* char *: the patterns of `// expect-report:` */
  GPtrArray *reports;         /* pcre2_code *, compiled from [report_sources] */
  GPtrArray *stderr_allow;    /* pcre2_code *: `// stderr-allow: RE`, other lines stderr may hold */
  int expect_exit;
  gboolean build_fail;
  gboolean syntax_only;
  gboolean nvcc_fail;         /* `// nvcc: fail: RE`: nvcc must reject the file */
  pcre2_code *nvcc_fail_re;   /* ... with a message that matches RE (on one line of its output) */
  char *nvcc_fail_source;     /* RE as written */
  char *nvcc_removed;         /* `// nvcc: removed-in-cuda13: WHAT`: no nvcc check, and why */
  char *xfail;                /* the reason, or NULL */
  int timeout_s;
  GString *errors;            /* malformed expectations; the test fails with these */
} CkCase;

typedef struct {
  char **cudak;               /* the cudak command, split like a shell would */
  int jobs;                   /* programs checked at once */
  char **nvcc;                /* NULL without --nvcc */
  gboolean skip_cudak;
  gboolean keep;
  int default_timeout_s;
  char *tmpdir;
  int test_no;
  int n_pass, n_fail, n_todo, n_xpass, n_skip;
  char **nvcc_cache;          /* --nvcc-cache directories, in lookup order (NULL: none) */
  char *nvcc_identity;        /* `nvcc --version` and `gcc --version`: part of every cache key */
  int n_cached;               /* nvcc results taken from the cache */
  pcre2_code *directive_re;
  pcre2_code *diag_re;         /* a report that must be expected: file:line[:col]: error|warning: */
  pcre2_code *note_re;         /* any diagnostic line, notes too: a report's block starts there */
  pcre2_code *caret_re;        /* the caret line under a diagnostic's source line */
  pcre2_code *summary_re;      /* cudak's closing line over a run's findings */
  pcre2_code *main_re;         /* a definition of main() */
  pcre2_code *include_re;      /* #include "file" */
  pcre2_match_data *md;       /* for the main thread; each job has its own */
} CkRunner;

/* One TAP line to produce: run on a worker thread, printed by the main thread in order. */
typedef struct {
  CkCase *c;
  gboolean nvcc;              /* the nvcc check rather than cudak's */
  int index;
  gboolean ok;
  GString *d;                 /* the diagnostics of a failure */
  gboolean done;
} CkJob;

typedef struct {
  int status;                 /* exit status, or 128 + signal when killed */
  gboolean signaled;
  gboolean timed_out;
  char *exec_error;           /* the program could not be started: why */
  GString *out;
  GString *err;
} CkProc;

static void
ck_proc_clear (CkProc *p)
{
  g_free (p->exec_error);
  if (p->out)
    g_string_free (p->out, TRUE);
  if (p->err)
    g_string_free (p->err, TRUE);
  memset (p, 0, sizeof *p);
}

/* Reads at most CK_RUNNER_MAX_OUTPUT bytes of the file [path] into a new string. */
static GString *
read_capped (const char *path)
{
  GString *s = g_string_new (NULL);
  FILE *f = fopen (path, "rb");
  char buf[65536];
  size_t n;

  if (!f)
    return s;
  while ((n = fread (buf, 1, sizeof buf, f)) > 0)
    {
      if (s->len + n > CK_RUNNER_MAX_OUTPUT)
        {
          g_string_append_len (s, buf, CK_RUNNER_MAX_OUTPUT - s->len);
          g_string_append (s, "\n[corpus-runner: output cut off here]\n");
          break;
        }
      g_string_append_len (s, buf, n);
    }
  fclose (f);
  return s;
}

/* Runs [argv] in [cwd] with stdin from /dev/null, stdout and stderr captured through files in the
 * directory [scratch], and kills its whole process group after [timeout_s] seconds. Called from
 * several threads at once: the child only calls async-signal-safe functions before exec. */
static void
run_process (const char *scratch, char **argv, const char *cwd, int timeout_s, CkProc *p)
{
  char *out_path = g_build_filename (scratch, "stdout", NULL);
  char *err_path = g_build_filename (scratch, "stderr", NULL);
  int exec_pipe[2];
  pid_t pid;
  int st = 0;
  gint64 deadline;

  memset (p, 0, sizeof *p);
  /* Close-on-exec from the start: another thread's child must not inherit this pipe. */
  if (pipe2 (exec_pipe, O_CLOEXEC) != 0)
    g_error ("corpus-runner: pipe: %s", g_strerror (errno));
  pid = fork ();
  if (pid < 0)
    g_error ("corpus-runner: fork: %s", g_strerror (errno));
  if (pid == 0)
    {
      int in = open ("/dev/null", O_RDONLY | O_CLOEXEC);
      int out = open (out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
      int err = open (err_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
      int e;

      setpgid (0, 0);
      close (exec_pipe[0]);
      if (in < 0 || out < 0 || err < 0 || dup2 (in, 0) < 0 || dup2 (out, 1) < 0
          || dup2 (err, 2) < 0 || (cwd && chdir (cwd) != 0))
        e = errno;
      else
        {
          execvp (argv[0], argv);
          e = errno;
        }
      if (write (exec_pipe[1], &e, sizeof e) < 0)
        _exit (126);
      _exit (127);
    }
  setpgid (pid, pid);
  close (exec_pipe[1]);
  {
    int e;
    ssize_t n;
    do
      n = read (exec_pipe[0], &e, sizeof e);
    while (n < 0 && errno == EINTR);
    close (exec_pipe[0]);
    if (n == (ssize_t) sizeof e)
      p->exec_error = g_strdup_printf ("cannot run %s: %s", argv[0], g_strerror (e));
  }

  deadline = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;
  for (;;)
    {
      pid_t w = waitpid (pid, &st, WNOHANG);
      if (w == pid)
        break;
      if (w < 0 && errno != EINTR)
        g_error ("corpus-runner: waitpid: %s", g_strerror (errno));
      if (g_get_monotonic_time () > deadline)
        {
          p->timed_out = TRUE;
          kill (-pid, SIGKILL);
          kill (pid, SIGKILL);
          while (waitpid (pid, &st, 0) < 0 && errno == EINTR)
            ;
          break;
        }
      g_usleep (CK_RUNNER_POLL_US);
    }
  if (WIFSIGNALED (st))
    {
      p->signaled = TRUE;
      p->status = 128 + WTERMSIG (st);
    }
  else
    p->status = WEXITSTATUS (st);
  p->out = read_capped (out_path);
  p->err = read_capped (err_path);
  g_unlink (out_path);
  g_unlink (err_path);
  g_free (out_path);
  g_free (err_path);
}

/* ---------------------------------------------------------------------------------------------
 * Expectations
 * ------------------------------------------------------------------------------------------- */

static pcre2_code *
compile_re (const char *pattern, char **error_out)
{
  int code;
  PCRE2_SIZE offset;
  pcre2_code *re = pcre2_compile ((PCRE2_SPTR) pattern, PCRE2_ZERO_TERMINATED, PCRE2_UTF, &code,
                                  &offset, NULL);
  if (!re && error_out)
    {
      PCRE2_UCHAR msg[256];
      pcre2_get_error_message (code, msg, sizeof msg);
      *error_out = g_strdup_printf ("%s at offset %zu", (char *) msg, (size_t) offset);
    }
  return re;
}

static gboolean
re_matches (pcre2_match_data *md, pcre2_code *re, const char *s, gsize len)
{
  return pcre2_match (re, (PCRE2_SPTR) s, len, 0, 0, md, NULL) >= 0;
}

/* Returns the substring [i] of the last match as a new string, or NULL when it did not take part. */
static char *
re_group (pcre2_match_data *md, const char *s, int i)
{
  PCRE2_SIZE *ov = pcre2_get_ovector_pointer (md);
  if (ov[2 * i] == PCRE2_UNSET)
    return NULL;
  return g_strndup (s + ov[2 * i], ov[2 * i + 1] - ov[2 * i]);
}

static char **
split_args (CkCase *c, const char *key, const char *value)
{
  char **argv = NULL;
  GError *error = NULL;

  if (!value || !*value || strspn (value, " \t") == strlen (value))
    return g_new0 (char *, 1);
  if (!g_shell_parse_argv (value, NULL, &argv, &error))
    {
      g_string_append_printf (c->errors, "bad '%s' line: %s\n", key, error->message);
      g_error_free (error);
      return g_new0 (char *, 1);
    }
  return argv;
}

static gboolean
parse_int (const char *s, int lo, int hi, int *out)
{
  char *end;
  long v;

  if (!s)
    return FALSE;
  errno = 0;
  v = strtol (s, &end, 10);
  while (*end == ' ' || *end == '\t')
    end++;
  if (errno || end == s || *end || v < lo || v > hi)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static const char *const known_keys[] = {
  "expect", "expect-exit", "expect-build-fail", "expect-stderr", "expect-report", "cudak-args",
  "run-args", "nvcc-args", "data", "syntax-only", "xfail", "timeout", "nvcc", "stderr-allow",
};

static gboolean
is_known_key (const char *key)
{
  for (gsize i = 0; i < G_N_ELEMENTS (known_keys); i++)
    if (!strcmp (key, known_keys[i]))
      return TRUE;
  return FALSE;
}

/* Reads the expectation lines of [path]; malformed ones are collected in the case's [errors]. */
static CkCase *
ck_case_load (CkRunner *r, const char *path)
{
  CkCase *c = g_new0 (CkCase, 1);
  char *text = NULL;
  GError *error = NULL;
  char **lines;
  gboolean seen_timeout = FALSE;
  gboolean has_main;

  c->path = g_strdup (path);
  c->dir = g_path_get_dirname (path);
  c->base = g_path_get_basename (path);
  c->expect_stdout = g_ptr_array_new_with_free_func (g_free);
  c->expect_stderr = g_ptr_array_new_with_free_func (g_free);
  c->report_sources = g_ptr_array_new_with_free_func (g_free);
  c->reports = g_ptr_array_new_with_free_func ((GDestroyNotify) pcre2_code_free);
  c->stderr_allow = g_ptr_array_new_with_free_func ((GDestroyNotify) pcre2_code_free);
  c->timeout_s = r->default_timeout_s;
  c->errors = g_string_new (NULL);

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_string_append_printf (c->errors, "%s\n", error->message);
      g_error_free (error);
      c->cudak_args = g_new0 (char *, 1);
      c->run_args = g_new0 (char *, 1);
      c->nvcc_args = g_new0 (char *, 1);
      c->data_files = g_new0 (char *, 1);
      return c;
    }
  has_main = re_matches (r->md, r->main_re, text, strlen (text));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      char *line = lines[i];
      gsize len = strlen (line);
      char *key, *value;

      if (len && line[len - 1] == '\r')
        line[--len] = '\0';
      if (!re_matches (r->md, r->directive_re, line, len))
        continue;
      key = re_group (r->md, line, 1);
      value = re_group (r->md, line, 2);

      if (!strcmp (key, "expect"))
        g_ptr_array_add (c->expect_stdout, g_strdup (value ? value : ""));
      else if (!strcmp (key, "expect-stderr"))
        g_ptr_array_add (c->expect_stderr, g_strdup (value ? value : ""));
      else if (!strcmp (key, "expect-report"))
        {
          char *msg = NULL;
          pcre2_code *re = value && *value ? compile_re (value, &msg) : NULL;
          if (!re)
            g_string_append_printf (c->errors, "%s:%d: bad expect-report pattern: %s\n", c->path,
                                    i + 1, msg ? msg : "empty pattern");
          else
            {
              g_ptr_array_add (c->reports, re);
              g_ptr_array_add (c->report_sources, g_strdup (value));
            }
          g_free (msg);
        }
      else if (!strcmp (key, "stderr-allow"))
        {
          char *msg = NULL;
          pcre2_code *re = value && *value ? compile_re (value, &msg) : NULL;
          if (!re)
            g_string_append_printf (c->errors, "%s:%d: bad stderr-allow pattern: %s\n", c->path,
                                    i + 1, msg ? msg : "empty pattern");
          else
            g_ptr_array_add (c->stderr_allow, re);
          g_free (msg);
        }
      else if (!strcmp (key, "expect-exit"))
        {
          if (!parse_int (value, 0, 255, &c->expect_exit))
            g_string_append_printf (c->errors, "%s:%d: expect-exit needs a status 0-255\n",
                                    c->path, i + 1);
        }
      else if (!strcmp (key, "expect-build-fail"))
        c->build_fail = TRUE;
      else if (!strcmp (key, "syntax-only"))
        c->syntax_only = TRUE;
      else if (!strcmp (key, "cudak-args") && !c->cudak_args)
        c->cudak_args = split_args (c, key, value);
      else if (!strcmp (key, "run-args") && !c->run_args)
        c->run_args = split_args (c, key, value);
      else if (!strcmp (key, "nvcc-args") && !c->nvcc_args)
        c->nvcc_args = split_args (c, key, value);
      else if (!strcmp (key, "data") && !c->data_files)
        c->data_files = split_args (c, key, value);
      else if (!strcmp (key, "timeout") && !seen_timeout)
        {
          seen_timeout = TRUE;
          if (!parse_int (value, 1, 3600, &c->timeout_s))
            g_string_append_printf (c->errors, "%s:%d: timeout needs a number of seconds\n",
                                    c->path, i + 1);
        }
      else if (!strcmp (key, "nvcc"))
        {
          const char *what = NULL;
          if (value && !strcmp (g_strstrip (value), "fail"))
            g_string_append_printf (c->errors, "%s:%d: 'nvcc: fail' must name nvcc's message: "
                                    "'nvcc: fail: RE' (a pattern matching a line nvcc prints)\n",
                                    c->path, i + 1);
          else if (value && g_str_has_prefix (value, "fail:") && !c->nvcc_fail)
            {
              char *msg = NULL;
              const char *pattern = value + strlen ("fail:");
              pattern += strspn (pattern, " ");
              c->nvcc_fail = TRUE;
              c->nvcc_fail_re = *pattern ? compile_re (pattern, &msg) : NULL;
              if (!c->nvcc_fail_re)
                g_string_append_printf (c->errors, "%s:%d: bad 'nvcc: fail' pattern: %s\n",
                                        c->path, i + 1, msg ? msg : "empty pattern");
              else
                c->nvcc_fail_source = g_strdup (pattern);
              g_free (msg);
            }
          else if (value && g_str_has_prefix (value, "removed-in-cuda13:")
                   && *(what = g_strstrip (value + strlen ("removed-in-cuda13:")))
                   && !c->nvcc_removed)
            c->nvcc_removed = g_strdup (what);
          else
            g_string_append_printf (c->errors, "%s:%d: the 'nvcc:' expectations are 'fail: RE' "
                                    "and 'removed-in-cuda13: WHAT'\n", c->path, i + 1);
        }
      else if (!strcmp (key, "xfail") && !c->xfail)
        {
          if (value && *g_strstrip (value))
            c->xfail = g_strdup (value);
          else
            g_string_append_printf (c->errors, "%s:%d: xfail needs a reason and an issue\n",
                                    c->path, i + 1);
        }
      else if (is_known_key (key))
        g_string_append_printf (c->errors, "%s:%d: repeated '%s' line\n", c->path, i + 1, key);
      else if (g_str_has_prefix (key, "expect"))
        g_string_append_printf (c->errors, "%s:%d: unknown expectation '%s'\n", c->path, i + 1,
                                key);
      g_free (key);
      g_free (value);
    }
  g_strfreev (lines);
  g_free (text);
  if (!c->cudak_args)
    c->cudak_args = g_new0 (char *, 1);
  if (!c->run_args)
    c->run_args = g_new0 (char *, 1);
  if (!c->nvcc_args)
    c->nvcc_args = g_new0 (char *, 1);
  if (!c->data_files)
    c->data_files = g_new0 (char *, 1);
  if (c->build_fail && (c->expect_stdout->len || c->run_args[0] || c->expect_exit))
    g_string_append_printf (c->errors, "%s: expect-build-fail with expectations on the run\n",
                            c->path);
  if (c->syntax_only && (c->expect_stdout->len || c->run_args[0] || c->expect_exit))
    g_string_append_printf (c->errors, "%s: syntax-only with expectations on the run\n", c->path);
  /* A program with a main() is built and run, its output checked: parsing alone proves little. */
  if (c->syntax_only && has_main)
    g_string_append_printf (c->errors, "%s: syntax-only on a program with a main(): remove it and "
                            "write the program's expectations (expect: ...)\n", c->path);
  return c;
}

static void
ck_case_free (CkCase *c)
{
  g_free (c->path);
  g_free (c->dir);
  g_free (c->base);
  g_strfreev (c->cudak_args);
  g_strfreev (c->run_args);
  g_strfreev (c->nvcc_args);
  g_strfreev (c->data_files);
  g_ptr_array_unref (c->expect_stdout);
  g_ptr_array_unref (c->expect_stderr);
  g_ptr_array_unref (c->report_sources);
  g_ptr_array_unref (c->reports);
  g_ptr_array_unref (c->stderr_allow);
  g_free (c->xfail);
  g_free (c->nvcc_removed);
  if (c->nvcc_fail_re)
    pcre2_code_free (c->nvcc_fail_re);
  g_free (c->nvcc_fail_source);
  g_string_free (c->errors, TRUE);
  g_free (c);
}

/* ---------------------------------------------------------------------------------------------
 * Diffs
 * ------------------------------------------------------------------------------------------- */

/* Splits [s] into lines; a final unterminated line is kept and flagged in [*unterminated]. */
static GPtrArray *
split_lines (const char *s, gsize len, gboolean *unterminated)
{
  GPtrArray *a = g_ptr_array_new_with_free_func (g_free);
  gsize start = 0;

  for (gsize i = 0; i < len; i++)
    if (s[i] == '\n')
      {
        g_ptr_array_add (a, g_strndup (s + start, i - start));
        start = i + 1;
      }
  *unterminated = start < len;
  if (start < len)
    g_ptr_array_add (a, g_strndup (s + start, len - start));
  return a;
}

/* Appends [line] for a diagnostic: control characters escaped, and a '$' after a line that ends
 * in white space so that trailing blanks are visible. */
static void
append_visible (GString *d, const char *line)
{
  gsize len = strlen (line);
  for (const char *p = line; *p; p++)
    {
      unsigned char ch = (unsigned char) *p;
      if (ch == '\t')
        g_string_append (d, "\\t");
      else if (ch < 0x20 || ch == 0x7f)
        g_string_append_printf (d, "\\x%02x", ch);
      else
        g_string_append_c (d, *p);
    }
  if (len && (line[len - 1] == ' ' || line[len - 1] == '\t'))
    g_string_append_c (d, '$');
}

typedef struct {
  char op;          /* ' ', '-' or '+' */
  guint a, b;       /* index in expected and actual (of the line shown) */
} CkEdit;

/* Appends a unified diff of [exp] against [act] (at most CK_RUNNER_MAX_DIFF_LINES lines). */
static void
append_diff (GString *d, const char *what, GPtrArray *exp, GPtrArray *act)
{
  guint n = exp->len, m = act->len;
  GArray *edits = g_array_new (FALSE, FALSE, sizeof (CkEdit));
  guint shown = 0;
  gboolean any_trailing = FALSE;

  if (n > CK_RUNNER_MAX_LCS_LINES || m > CK_RUNNER_MAX_LCS_LINES)
    {
      /* Too long for the quadratic diff: show the first mismatch only. */
      guint i = 0;
      while (i < n && i < m && !strcmp (exp->pdata[i], act->pdata[i]))
        i++;
      g_string_append_printf (d, "%s differs first at line %u (expected %u lines, got %u)\n",
                              what, i + 1, n, m);
      if (i < n)
        {
          g_string_append (d, "-");
          append_visible (d, exp->pdata[i]);
          g_string_append_c (d, '\n');
        }
      if (i < m)
        {
          g_string_append (d, "+");
          append_visible (d, act->pdata[i]);
          g_string_append_c (d, '\n');
        }
      g_array_unref (edits);
      return;
    }

  /* Longest common subsequence, suffix table: lcs[i][j] for exp[i..] and act[j..]. */
  {
    guint *lcs = g_new0 (guint, (gsize) (n + 1) * (m + 1));
#define L(i, j) lcs[(gsize) (i) * (m + 1) + (j)]
    for (guint i = n; i-- > 0;)
      for (guint j = m; j-- > 0;)
        L (i, j) = !strcmp (exp->pdata[i], act->pdata[j]) ? L (i + 1, j + 1) + 1
                   : MAX (L (i + 1, j), L (i, j + 1));
    guint i = 0, j = 0;
    while (i < n || j < m)
      {
        CkEdit e = { ' ', i, j };
        if (i < n && j < m && !strcmp (exp->pdata[i], act->pdata[j]))
          i++, j++;
        else if (i < n && (j == m || L (i + 1, j) >= L (i, j + 1)))
          e.op = '-', i++;
        else
          e.op = '+', j++;
        g_array_append_val (edits, e);
      }
#undef L
    g_free (lcs);
  }

  for (guint k = 0; k < edits->len; k++)
    {
      CkEdit *e = &g_array_index (edits, CkEdit, k);
      const char *l = e->op == '+' ? act->pdata[e->b] : exp->pdata[e->a];
      gsize len = strlen (l);
      if (e->op != ' ' && len && (l[len - 1] == ' ' || l[len - 1] == '\t'))
        any_trailing = TRUE;
    }
  g_string_append_printf (d, "--- expected %s\n+++ actual %s%s\n", what, what,
                          any_trailing ? "   (a '$' marks the end of a line ending in blanks)"
                                       : "");
  for (guint k = 0; k < edits->len;)
    {
      guint start, end, ea = 0, eb = 0, ca = 0, cb = 0;
      /* Find the next change and grow the hunk while changes are close together. */
      while (k < edits->len && g_array_index (edits, CkEdit, k).op == ' ')
        k++;
      if (k == edits->len)
        break;
      start = k > CK_RUNNER_DIFF_CONTEXT ? k - CK_RUNNER_DIFF_CONTEXT : 0;
      end = k;
      for (guint q = k; q < edits->len; q++)
        if (g_array_index (edits, CkEdit, q).op != ' ')
          end = q;
        else if (q - end > 2 * CK_RUNNER_DIFF_CONTEXT)
          break;
      end = MIN (end + CK_RUNNER_DIFF_CONTEXT + 1, edits->len);
      for (guint q = start; q < end; q++)
        {
          CkEdit *e = &g_array_index (edits, CkEdit, q);
          if (q == start)
            ea = e->a, eb = e->b;
          if (e->op != '+')
            ca++;
          if (e->op != '-')
            cb++;
        }
      g_string_append_printf (d, "@@ -%u,%u +%u,%u @@\n", ca ? ea + 1 : ea, ca, cb ? eb + 1 : eb,
                              cb);
      for (guint q = start; q < end; q++)
        {
          CkEdit *e = &g_array_index (edits, CkEdit, q);
          if (shown++ == CK_RUNNER_MAX_DIFF_LINES)
            {
              g_string_append (d, "[diff cut off]\n");
              g_array_unref (edits);
              return;
            }
          g_string_append_c (d, e->op);
          append_visible (d, e->op == '+' ? act->pdata[e->b] : exp->pdata[e->a]);
          g_string_append_c (d, '\n');
        }
      k = end;
    }
  g_array_unref (edits);
}

/* Compares [actual] with the expected [lines]; on a mismatch appends a diff to [d]. */
static gboolean
check_text (GString *d, const char *what, GPtrArray *lines, GString *actual)
{
  gboolean unterminated;
  GPtrArray *act = split_lines (actual->str, actual->len, &unterminated);
  gboolean same = act->len == lines->len && !unterminated;

  for (guint i = 0; same && i < lines->len; i++)
    same = !strcmp (lines->pdata[i], act->pdata[i]);
  if (!same)
    {
      gboolean only_newline = unterminated && act->len == lines->len;
      for (guint i = 0; only_newline && i < lines->len; i++)
        only_newline = !strcmp (lines->pdata[i], act->pdata[i]);
      if (!only_newline)
        append_diff (d, what, lines, act);
      if (unterminated)
        g_string_append_printf (d, "(the %s does not end with a newline)\n", what);
    }
  g_ptr_array_unref (act);
  return same;
}

static void
append_block (GString *d, const char *title, GString *text)
{
  gboolean unterminated;
  GPtrArray *lines;

  if (!text || !text->len)
    return;
  lines = split_lines (text->str, text->len, &unterminated);
  g_string_append_printf (d, "%s:\n", title);
  for (guint i = 0; i < lines->len; i++)
    {
      if (i == CK_RUNNER_MAX_DIFF_LINES)
        {
          g_string_append_printf (d, "  [%u more lines]\n", lines->len - i);
          break;
        }
      g_string_append (d, "  ");
      append_visible (d, lines->pdata[i]);
      g_string_append_c (d, '\n');
    }
  g_ptr_array_unref (lines);
}

static gboolean
allowed (pcre2_match_data *md, GPtrArray *patterns, const char *line)
{
  for (guint i = 0; i < patterns->len; i++)
    if (re_matches (md, patterns->pdata[i], line, strlen (line)))
      return TRUE;
  return FALSE;
}

/* The expect-report patterns must match lines of [err] in order. When [strict] (no exact
 * `expect-stderr`), stderr holds nothing else than cudak's diagnostics: any other line that
 * reports an error or a warning (`file:line[:col]: error|warning:`, `cudak: error:`) is an
 * unexpected report, and any line that is not a diagnostic, the source line and caret under one,
 * cudak's closing count (`cudak: 1 error, 0 warnings ...`) or a line the program allows with
 * `// stderr-allow: RE` (a trace, a SARIF log) is unexpected stderr: a `GLib-CRITICAL` or an
 * internal error must not pass unnoticed. */
static gboolean
check_reports (CkRunner *r, pcre2_match_data *md, GString *d, CkCase *c, GString *err,
               gboolean strict)
{
  gboolean unterminated, ok = TRUE;
  GPtrArray *lines = split_lines (err->str, err->len, &unterminated);
  gboolean *matched = g_new0 (gboolean, lines->len + 1);
  guint next = 0, n_stray = 0;
  enum { OTHER, DIAG, EXCERPT } prev = OTHER;

  for (guint i = 0; i < lines->len; i++)
    {
      const char *l = lines->pdata[i];
      if (next < c->reports->len && re_matches (md, c->reports->pdata[next], l, strlen (l)))
        {
          matched[i] = TRUE;
          next++;
        }
    }
  for (guint k = next; k < c->reports->len; k++)
    {
      ok = FALSE;
      g_string_append_printf (d, "missing report%s: %s\n", k > next ? "" : " (in order)",
                              (char *) c->report_sources->pdata[k]);
    }
  for (guint i = 0; strict && i < lines->len; i++)
    {
      const char *l = lines->pdata[i];
      const char *after = i + 1 < lines->len ? lines->pdata[i + 1] : NULL;
      gsize len = strlen (l);
      if (matched[i])
        prev = DIAG;
      else if (re_matches (md, r->diag_re, l, len))
        {
          ok = FALSE;
          g_string_append (d, "unexpected report: ");
          append_visible (d, l);
          g_string_append_c (d, '\n');
          prev = DIAG;
        }
      else if (re_matches (md, r->note_re, l, len))
        prev = DIAG;
      else if (prev == DIAG && after && re_matches (md, r->caret_re, after, strlen (after)))
        prev = EXCERPT;
      else if (prev == EXCERPT && re_matches (md, r->caret_re, l, len))
        prev = OTHER;
      else if (re_matches (md, r->summary_re, l, len) || allowed (md, c->stderr_allow, l))
        prev = OTHER;
      else
        {
          ok = FALSE;
          if (n_stray++ < CK_RUNNER_MAX_DIFF_LINES)
            {
              g_string_append (d, "unexpected stderr: ");
              append_visible (d, l);
              g_string_append_c (d, '\n');
            }
          prev = OTHER;
        }
    }
  if (n_stray > CK_RUNNER_MAX_DIFF_LINES)
    g_string_append_printf (d, "[%u more lines of unexpected stderr]\n",
                            n_stray - CK_RUNNER_MAX_DIFF_LINES);
  if (strict && unterminated)
    {
      ok = FALSE;
      g_string_append (d, "(stderr does not end with a newline)\n");
    }
  g_free (matched);
  g_ptr_array_unref (lines);
  return ok;
}

/* ---------------------------------------------------------------------------------------------
 * One program
 * ------------------------------------------------------------------------------------------- */

static char **
build_argv (char **head, const char *first, char **mid, const char *a, const char *b,
            const char *c)
{
  GPtrArray *v = g_ptr_array_new ();
  for (char **p = head; *p; p++)
    g_ptr_array_add (v, g_strdup (*p));
  if (first)
    g_ptr_array_add (v, g_strdup (first));
  for (char **p = mid; p && *p; p++)
    g_ptr_array_add (v, g_strdup (*p));
  if (a)
    g_ptr_array_add (v, g_strdup (a));
  if (b)
    g_ptr_array_add (v, g_strdup (b));
  if (c)
    g_ptr_array_add (v, g_strdup (c));
  g_ptr_array_add (v, NULL);
  return (char **) g_ptr_array_free (v, FALSE);
}

static void
describe_status (GString *d, const char *who, CkProc *p, int timeout_s)
{
  if (p->exec_error)
    g_string_append_printf (d, "%s\n", p->exec_error);
  else if (p->timed_out)
    g_string_append_printf (d, "%s timed out after %d s (killed)\n", who, timeout_s);
  else if (p->signaled)
    g_string_append_printf (d, "%s was killed by signal %d (%s)\n", who, p->status - 128,
                            g_strsignal (p->status - 128));
}

/* Builds and runs [c] using the directory [scratch]; returns TRUE when every expectation holds,
 * else explains why in [d]. */
static gboolean
check_case (CkRunner *r, CkCase *c, GString *d, const char *scratch, pcre2_match_data *md)
{
  char *work = g_build_filename (scratch, "run", NULL);
  char *exe = g_build_filename (work, "a.out", NULL);
  char **argv;
  CkProc build, run;
  gboolean ok = TRUE;
  GString *err;

  if (c->errors->len)
    {
      g_string_append (d, c->errors->str);
      g_free (work);
      g_free (exe);
      return FALSE;
    }
  g_mkdir_with_parents (work, 0755);
  g_unlink (exe);

  if (c->syntax_only)
    argv = build_argv (r->cudak, "-fsyntax-only", c->cudak_args, c->base, NULL, NULL);
  else
    argv = build_argv (r->cudak, NULL, c->cudak_args, c->base, "-o", exe);
  run_process (scratch, argv, c->dir, CK_RUNNER_BUILD_TIMEOUT_S, &build);
  g_strfreev (argv);
  err = g_string_new_len (build.err->str, build.err->len);
  memset (&run, 0, sizeof run);

  if (build.exec_error || build.timed_out || build.signaled)
    {
      describe_status (d, "cudak", &build, CK_RUNNER_BUILD_TIMEOUT_S);
      ok = FALSE;
    }
  else if (c->build_fail)
    {
      if (build.status == 0)
        {
          g_string_append (d, "cudak succeeded but the program is marked expect-build-fail\n");
          ok = FALSE;
        }
    }
  else if (build.status != 0)
    {
      g_string_append_printf (d, "cudak failed with exit status %d\n", build.status);
      ok = FALSE;
    }
  else if (!c->syntax_only && !g_file_test (exe, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_string_append (d, "cudak exited with status 0 but wrote no executable\n");
      ok = FALSE;
    }
  else if (!c->syntax_only)
    {
      for (char **f = c->data_files; *f && ok; f++)
        {
          char *src = g_build_filename (c->dir, *f, NULL);
          char *dst = g_build_filename (work, *f, NULL);
          char *contents = NULL;
          gsize len;
          GError *error = NULL;
          if (!g_file_get_contents (src, &contents, &len, &error)
              || !g_file_set_contents (dst, contents, len, &error))
            {
              g_string_append_printf (d, "data file: %s\n", error->message);
              g_error_free (error);
              ok = FALSE;
            }
          g_free (contents);
          g_free (src);
          g_free (dst);
        }
      if (ok)
        {
          char *none[] = { NULL };
          argv = build_argv (none, exe, c->run_args, NULL, NULL, NULL);
          run_process (scratch, argv, work, c->timeout_s, &run);
          g_strfreev (argv);
          g_string_append_len (err, run.err->str, run.err->len);
          if (run.exec_error || run.timed_out || run.signaled)
            {
              describe_status (d, "a.out", &run, c->timeout_s);
              ok = FALSE;
            }
          else if (run.status != c->expect_exit)
            {
              g_string_append_printf (d, "a.out exited with status %d, expected %d\n", run.status,
                                      c->expect_exit);
              ok = FALSE;
            }
          ok &= check_text (d, "stdout", c->expect_stdout, run.out);
        }
    }

  /* An unexpected build failure says it all; otherwise check the diagnostics. With an exact
   * stderr, the patterns must still match but other diagnostics are already compared. */
  if (ok || c->build_fail || build.status == 0)
    {
      if (c->expect_stderr->len)
        ok &= check_text (d, "stderr", c->expect_stderr, err);
      ok &= check_reports (r, md, d, c, err, c->expect_stderr->len == 0);
    }
  if (!ok)
    {
      if (!c->expect_stderr->len)
        append_block (d, "stderr", err);
    }

  g_string_free (err, TRUE);
  ck_proc_clear (&build);
  ck_proc_clear (&run);
  g_unlink (exe);
  if (!r->keep)
    {
      /* Remove what the program left in its working directory, one level deep. */
      GDir *dir = g_dir_open (work, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          char *p = g_build_filename (work, name, NULL);
          g_unlink (p);
          g_free (p);
        }
      if (dir)
        g_dir_close (dir);
    }
  g_free (work);
  g_free (exe);
  return ok;
}

/* ---------------------------------------------------------------------------------------------
 * The nvcc cache: `nvcc -c` takes seconds per program and its answer depends only on what it
 * reads. A result is keyed on the SHA-256 of the nvcc and gcc versions, the command line, the
 * program's bytes and those of every corpus header it includes with `#include "..."` (found next
 * to the including file or in an -I directory of its nvcc-args, recursively); toolkit headers
 * change with nvcc's version. Only results whose check passed are stored (a failure is always
 * checked again), one file per key, written atomically, in each --nvcc-cache directory.
 * ------------------------------------------------------------------------------------------- */

#define CK_RUNNER_CACHE_FORMAT "cudak-nvcc-cache 1"

/* Adds [path] and, recursively, the corpus headers it includes (once each) to [sum]. */
static void
hash_source (CkRunner *r, GChecksum *sum, const char *path, char **include_dirs,
             GHashTable *seen, pcre2_match_data *md)
{
  char *text = NULL;
  gsize len = 0;
  char *dir;
  char **lines;

  if (g_hash_table_contains (seen, path))
    return;
  g_hash_table_add (seen, g_strdup (path));
  g_checksum_update (sum, (const guchar *) "\0file\0", 6);
  g_checksum_update (sum, (const guchar *) path, -1);
  if (!g_file_get_contents (path, &text, &len, NULL))
    {
      g_checksum_update (sum, (const guchar *) "\0missing", 8);
      return;
    }
  g_checksum_update (sum, (const guchar *) "\0", 1);
  g_checksum_update (sum, (const guchar *) text, (gssize) len);
  dir = g_path_get_dirname (path);
  lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      char *name, *found = NULL;
      if (!re_matches (md, r->include_re, *l, strlen (*l)))
        continue;
      name = re_group (md, *l, 1);
      if (g_path_is_absolute (name))
        found = g_strdup (name);
      else
        {
          found = g_build_filename (dir, name, NULL);
          for (char **i = include_dirs; !g_file_test (found, G_FILE_TEST_IS_REGULAR) && *i; i++)
            {
              g_free (found);
              found = g_build_filename (*i, name, NULL);
            }
        }
      if (g_file_test (found, G_FILE_TEST_IS_REGULAR))
        hash_source (r, sum, found, include_dirs, seen, md);
      else
        {
          /* A toolkit header named with quotes: nvcc's version stands for it. */
          g_checksum_update (sum, (const guchar *) "\0toolkit\0", 9);
          g_checksum_update (sum, (const guchar *) name, -1);
        }
      g_free (found);
      g_free (name);
    }
  g_strfreev (lines);
  g_free (dir);
  g_free (text);
}

/* The cache key of running [argv] on [c] (hex SHA-256, new string). */
static char *
nvcc_cache_key (CkRunner *r, CkCase *c, char **argv, pcre2_match_data *md)
{
  GChecksum *sum = g_checksum_new (G_CHECKSUM_SHA256);
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *include_dirs = g_ptr_array_new_with_free_func (g_free);
  char *path = g_build_filename (c->dir, c->base, NULL);
  char *key;

  g_checksum_update (sum, (const guchar *) CK_RUNNER_CACHE_FORMAT "\n", -1);
  g_checksum_update (sum, (const guchar *) r->nvcc_identity, -1);
  for (char **a = argv; *a; a++)
    {
      g_checksum_update (sum, (const guchar *) "\0arg\0", 5);
      g_checksum_update (sum, (const guchar *) *a, -1);
    }
  /* -I DIR and -IDIR of the nvcc-args, relative to the program's directory. */
  for (char **a = c->nvcc_args; *a; a++)
    {
      const char *d = !strcmp (*a, "-I") ? a[1] : g_str_has_prefix (*a, "-I") ? *a + 2 : NULL;
      if (d)
        g_ptr_array_add (include_dirs, g_path_is_absolute (d) ? g_strdup (d)
                                                               : g_build_filename (c->dir, d, NULL));
    }
  g_ptr_array_add (include_dirs, NULL);
  hash_source (r, sum, path, (char **) include_dirs->pdata, seen, md);
  key = g_strdup (g_checksum_get_string (sum));
  g_free (path);
  g_ptr_array_unref (include_dirs);
  g_hash_table_unref (seen);
  g_checksum_free (sum);
  return key;
}

static char *
nvcc_cache_path (const char *dir, const char *key)
{
  char sub[3] = { key[0], key[1], '\0' };
  return g_build_filename (dir, sub, key, NULL);
}

/* Looks [key] up in the cache directories, in order; a hit in a later one is copied into the
 * earlier ones. Returns TRUE and fills the status and output of [p] on a hit. */
static gboolean
nvcc_cache_get (CkRunner *r, const char *key, CkProc *p)
{
  for (char **dir = r->nvcc_cache; dir && *dir; dir++)
    {
      char *path = nvcc_cache_path (*dir, key);
      GKeyFile *kf = g_key_file_new ();
      GError *error = NULL;
      gboolean hit = g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL);
      char *format = hit ? g_key_file_get_string (kf, "nvcc", "format", NULL) : NULL;
      int status = hit ? g_key_file_get_integer (kf, "nvcc", "status", &error) : 0;
      char *out = hit ? g_key_file_get_string (kf, "nvcc", "stdout", NULL) : NULL;
      char *err = hit ? g_key_file_get_string (kf, "nvcc", "stderr", NULL) : NULL;

      hit = hit && !error && format && !strcmp (format, CK_RUNNER_CACHE_FORMAT) && out && err;
      if (hit)
        {
          memset (p, 0, sizeof *p);
          p->status = status;
          p->out = g_string_new (out);
          p->err = g_string_new (err);
          for (char **earlier = r->nvcc_cache; earlier != dir; earlier++)
            {
              char *copy = nvcc_cache_path (*earlier, key);
              char *sub = g_path_get_dirname (copy);
              g_mkdir_with_parents (sub, 0755);
              g_key_file_save_to_file (kf, copy, NULL);
              g_free (sub);
              g_free (copy);
            }
        }
      g_clear_error (&error);
      g_free (format);
      g_free (out);
      g_free (err);
      g_key_file_free (kf);
      g_free (path);
      if (hit)
        return TRUE;
    }
  return FALSE;
}

/* Stores the result [p] under [key] in every cache directory (best effort: a directory that
 * cannot be written only costs time). */
static void
nvcc_cache_put (CkRunner *r, const char *key, const CkProc *p)
{
  GKeyFile *kf = g_key_file_new ();

  g_key_file_set_string (kf, "nvcc", "format", CK_RUNNER_CACHE_FORMAT);
  g_key_file_set_integer (kf, "nvcc", "status", p->status);
  g_key_file_set_string (kf, "nvcc", "stdout", p->out->str);
  g_key_file_set_string (kf, "nvcc", "stderr", p->err->str);
  for (char **dir = r->nvcc_cache; dir && *dir; dir++)
    {
      char *path = nvcc_cache_path (*dir, key);
      char *sub = g_path_get_dirname (path);
      g_mkdir_with_parents (sub, 0755);
      g_key_file_save_to_file (kf, path, NULL);
      g_free (sub);
      g_free (path);
    }
  g_key_file_free (kf);
}

/* Whether a line of [text] matches [re]. */
static gboolean
any_line_matches (pcre2_match_data *md, pcre2_code *re, GString *text)
{
  gboolean unterminated, found = FALSE;
  GPtrArray *lines = split_lines (text->str, text->len, &unterminated);
  for (guint i = 0; !found && i < lines->len; i++)
    found = re_matches (md, re, lines->pdata[i], strlen (lines->pdata[i]));
  g_ptr_array_unref (lines);
  return found;
}

/* nvcc must accept every program that cudak must build, and reject those marked `nvcc: fail: RE`
 * with a message that matches RE. A .c program goes to gcc instead, the host compiler nvcc hands
 * .c files to. */
static gboolean
check_nvcc (CkRunner *r, CkCase *c, GString *d, const char *scratch, pcre2_match_data *md)
{
  static char *gcc_cmd[] = { (char *) "gcc", NULL };
  gboolean is_c = g_str_has_suffix (c->base, ".c");
  const char *who = is_c ? "gcc" : "nvcc";
  char **argv = build_argv (is_c ? gcc_cmd : r->nvcc, "-c", c->nvcc_args, "-o", "/dev/null", c->base);
  char *key = NULL;
  gboolean cached = FALSE;
  CkProc p;
  gboolean ok;

  if (c->errors->len)
    {
      g_string_append (d, c->errors->str);
      g_strfreev (argv);
      return FALSE;
    }
  if (r->nvcc_cache)
    {
      key = nvcc_cache_key (r, c, argv, md);
      cached = nvcc_cache_get (r, key, &p);
    }
  if (!cached)
    run_process (scratch, argv, c->dir, CK_RUNNER_NVCC_TIMEOUT_S, &p);
  g_strfreev (argv);
  if (p.exec_error || p.timed_out || p.signaled)
    {
      describe_status (d, who, &p, CK_RUNNER_NVCC_TIMEOUT_S);
      ok = FALSE;
    }
  else if (c->nvcc_fail)
    {
      ok = p.status != 0;
      if (!ok)
        g_string_append_printf (d, "%s accepted a program marked 'nvcc: fail'\n", who);
      else if (!any_line_matches (md, c->nvcc_fail_re, p.err)
               && !any_line_matches (md, c->nvcc_fail_re, p.out))
        {
          ok = FALSE;
          g_string_append_printf (d, "%s failed (exit status %d) but printed no line matching "
                                  "'%s'\n", who, p.status, c->nvcc_fail_source);
          append_block (d, "nvcc said", p.err);
          append_block (d, "nvcc stdout", p.out);
        }
    }
  else
    {
      ok = p.status == 0;
      if (!ok)
        {
          g_string_append_printf (d, "%s failed with exit status %d\n", who, p.status);
          append_block (d, is_c ? "gcc said" : "nvcc said", p.err);
          append_block (d, is_c ? "gcc stdout" : "nvcc stdout", p.out);
        }
    }
  if (key && ok && !cached)
    nvcc_cache_put (r, key, &p);
  if (cached)
    g_atomic_int_inc (&r->n_cached);
  ck_proc_clear (&p);
  g_free (key);
  return ok;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      char *p = g_build_filename (path, name, NULL);
      if (g_file_test (p, G_FILE_TEST_IS_DIR) && !g_file_test (p, G_FILE_TEST_IS_SYMLINK))
        remove_tree (p);
      else
        g_unlink (p);
      g_free (p);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (path);
}

typedef struct {
  CkRunner *r;
  GMutex lock;
  GCond cond;                 /* signalled when a job is done */
} CkPool;

/* Worker thread: checks one program (or its nvcc line) in a scratch directory of its own. */
static void
run_job (gpointer data, gpointer user_data)
{
  CkJob *job = data;
  CkPool *pool = user_data;
  char name[32];
  char *scratch;
  pcre2_match_data *md = pcre2_match_data_create (16, NULL);
  gboolean ok;

  g_snprintf (name, sizeof name, "job-%d", job->index);
  scratch = g_build_filename (pool->r->tmpdir, name, NULL);
  g_mkdir_with_parents (scratch, 0755);
  if (job->nvcc && job->c->nvcc_removed)
    ok = TRUE;                /* reported as a SKIP by emit */
  else if (job->nvcc)
    ok = check_nvcc (pool->r, job->c, job->d, scratch, md);
  else
    ok = check_case (pool->r, job->c, job->d, scratch, md);
  if (!pool->r->keep)
    remove_tree (scratch);
  g_free (scratch);
  pcre2_match_data_free (md);
  g_mutex_lock (&pool->lock);
  job->ok = ok;
  job->done = TRUE;
  g_cond_broadcast (&pool->cond);
  g_mutex_unlock (&pool->lock);
}

static void
emit (CkRunner *r, gboolean ok, const char *name, const char *todo, const char *skip,
      GString *d)
{
  char **lines;

  r->test_no++;
  if (skip)
    {
      printf ("ok %d - %s # SKIP uses what CUDA 13 removed: %s\n", r->test_no, name, skip);
      r->n_skip++;
    }
  else if (todo)
    {
      printf ("%s %d - %s # TODO %s\n", ok ? "ok" : "not ok", r->test_no, name, todo);
      if (ok)
        {
          r->n_xpass++;
          printf ("# unexpected pass: remove the 'xfail' line from %s\n", name);
        }
      else
        r->n_todo++;
    }
  else
    {
      printf ("%s %d - %s\n", ok ? "ok" : "not ok", r->test_no, name);
      if (ok)
        r->n_pass++;
      else
        r->n_fail++;
    }
  if (!ok && d->len)
    {
      lines = g_strsplit (d->str, "\n", -1);
      for (char **l = lines; *l; l++)
        if (**l || l[1])
          printf ("#   %s\n", *l);
      g_strfreev (lines);
    }
  fflush (stdout);
}

/* ---------------------------------------------------------------------------------------------
 * Files and main
 * ------------------------------------------------------------------------------------------- */

/* What nvcc's answers depend on besides the files: `nvcc --version` and the host compiler's
 * `gcc --version` (a tool that cannot be run is recorded as such). */
static char *
tool_identity (CkRunner *r)
{
  GString *id = g_string_new (NULL);
  char *scratch = g_build_filename (r->tmpdir, "identity", NULL);
  char *none[] = { NULL };
  char *gcc[] = { (char *) "gcc", NULL };
  char **tools[] = { build_argv (r->nvcc, "--version", none, NULL, NULL, NULL),
                     build_argv (gcc, "--version", none, NULL, NULL, NULL) };

  g_mkdir_with_parents (scratch, 0755);
  for (gsize i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      CkProc p;
      run_process (scratch, tools[i], NULL, CK_RUNNER_BUILD_TIMEOUT_S, &p);
      g_string_append_printf (id, "%s: status %d%s\n%s", tools[i][0], p.status,
                              p.exec_error ? " (cannot run)" : "", p.out->str);
      ck_proc_clear (&p);
      g_strfreev (tools[i]);
    }
  remove_tree (scratch);
  g_free (scratch);
  return g_string_free (id, FALSE);
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* A .c file is a corpus program when it states an expectation (`// expect...`); the others
 * are units or references that programs name. */
static gboolean
is_c_program (const char *path)
{
  char *text = NULL;
  gboolean yes = FALSE;
  if (g_file_get_contents (path, &text, NULL, NULL))
    yes = g_str_has_prefix (text, "// expect") || strstr (text, "\n// expect") != NULL;
  g_free (text);
  return yes;
}

static void
collect (GPtrArray *files, const char *path)
{
  GDir *dir;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)))
    {
      char *p = g_build_filename (path, name, NULL);
      if (g_file_test (p, G_FILE_TEST_IS_DIR))
        collect (files, p);
      else if (g_str_has_suffix (name, ".cu") || (g_str_has_suffix (name, ".c") && is_c_program (p)))
        g_ptr_array_add (files, g_strdup (p));
      g_free (p);
    }
  if (dir)
    g_dir_close (dir);
}

int
main (int argc, char **argv)
{
  char *cudak = NULL, *nvcc = NULL;
  char **nvcc_cache = NULL;
  gboolean skip_cudak = FALSE, keep = FALSE;
  int timeout_s = CK_RUNNER_RUN_TIMEOUT_S;
  int jobs = (int) g_get_num_processors ();
  GOptionEntry entries[] = {
    { "cudak", 0, 0, G_OPTION_ARG_STRING, &cudak, "cudak command (split like a shell would)",
      "CMD" },
    { "nvcc", 0, 0, G_OPTION_ARG_STRING, &nvcc,
      "also check every program with 'CMD -c -o /dev/null'", "CMD" },
    { "skip-cudak", 0, 0, G_OPTION_ARG_NONE, &skip_cudak, "run only the nvcc checks", NULL },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &timeout_s,
      "default run time limit of a.out in seconds (10)", "N" },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      "check N programs at once (default: the number of processors)", "N" },
    { "nvcc-cache", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &nvcc_cache,
      "keep nvcc results in DIR, keyed by content (repeatable: looked up in order)", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "keep the temporary directory", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new ("FILE|DIR... - check corpus programs, print TAP");
  GError *error = NULL;
  CkRunner r;
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *cases = g_ptr_array_new_with_free_func ((GDestroyNotify) ck_case_free);
  int plan = 0;
  int rc = 2;
  char *msg = NULL;

  memset (&r, 0, sizeof r);

  setvbuf (stdout, NULL, _IOLBF, 0);
  signal (SIGPIPE, SIG_DFL);
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_option_context_set_summary (ctx,
      "Builds each .cu program with cudak, runs it and checks the expectations written in its\n"
      "comments (// expect: ..., see corpus/README). Directories are searched recursively.");
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    {
      fprintf (stderr, "corpus-runner: %s\n", error->message);
      goto out;
    }
  if ((!cudak && !skip_cudak) || (skip_cudak && !nvcc) || argc < 2 || timeout_s < 1
      || jobs < 1)
    {
      char *help = g_option_context_get_help (ctx, TRUE, NULL);
      fprintf (stderr, "usage: corpus-runner --cudak CMD [--nvcc CMD] FILE|DIR...\n\n%s", help);
      g_free (help);
      goto out;
    }

  r.skip_cudak = skip_cudak;
  r.keep = keep;
  r.default_timeout_s = timeout_s;
  r.jobs = jobs;
  if (cudak && !g_shell_parse_argv (cudak, NULL, &r.cudak, &error))
    {
      fprintf (stderr, "corpus-runner: --cudak: %s\n", error->message);
      goto out;
    }
  if (nvcc && !g_shell_parse_argv (nvcc, NULL, &r.nvcc, &error))
    {
      fprintf (stderr, "corpus-runner: --nvcc: %s\n", error->message);
      goto out;
    }
  /* Programs are built in their own directory: a relative command path must not depend on it. */
  for (char **cmd = r.cudak; cmd; cmd = cmd == r.cudak ? r.nvcc : NULL)
    if (cmd[0] && strchr (cmd[0], '/') && !g_path_is_absolute (cmd[0]))
      {
        char *cwd = g_get_current_dir ();
        char *abs = g_build_filename (cwd, cmd[0], NULL);
        g_free (cmd[0]);
        cmd[0] = abs;
        g_free (cwd);
      }
  /* A directive is a whole-line comment `// key` or `// key: value`; one blank after the colon
   * is part of the syntax, the rest of the value (trailing blanks too) is kept. */
  r.directive_re = compile_re ("^\\s*//\\s*([a-z][a-z0-9-]*)\\s*(?::[ ]?(.*))?$", &msg);
  r.diag_re = compile_re ("^(?:[^\\s:][^:]*:[0-9]+(?::[0-9]+)?|cudak): (?:fatal )?(?:error|warning):",
                         &msg);
  r.note_re = compile_re ("^(?:[^\\s:][^:]*:[0-9]+(?::[0-9]+)?|cudak): (?:fatal )?"
                          "(?:error|warning|note):", &msg);
  r.caret_re = compile_re ("^[ \\t]*\\^~*$", &msg);
  r.summary_re = compile_re ("^cudak: [0-9]+ errors?, [0-9]+ warnings?[;.]?", &msg);
  r.main_re = compile_re ("(?m)^[ \\t]*(?:int|void)[ \\t]+main[ \\t]*\\(", &msg);
  r.include_re = compile_re ("^[ \\t]*#[ \\t]*include[ \\t]*\"([^\"]+)\"", &msg);
  g_assert (r.directive_re && r.diag_re && r.note_re && r.caret_re && r.summary_re && r.main_re
            && r.include_re);
  r.md = pcre2_match_data_create (16, NULL);
  r.tmpdir = g_dir_make_tmp ("corpus-runner-XXXXXX", &error);
  if (!r.tmpdir)
    {
      fprintf (stderr, "corpus-runner: %s\n", error->message);
      goto out;
    }

  if (r.nvcc && nvcc_cache)
    {
      r.nvcc_cache = nvcc_cache;
      nvcc_cache = NULL;
      r.nvcc_identity = tool_identity (&r);
    }

  for (int i = 1; i < argc; i++)
    {
      if (!g_file_test (argv[i], G_FILE_TEST_EXISTS))
        {
          fprintf (stderr, "corpus-runner: %s: no such file or directory\n", argv[i]);
          goto out;
        }
      collect (files, argv[i]);
    }
  g_ptr_array_sort (files, compare_strings);
  for (guint i = 0; i < files->len; i++)
    {
      CkCase *c;
      if (i > 0 && !strcmp (files->pdata[i], files->pdata[i - 1]))
        continue;
      c = ck_case_load (&r, files->pdata[i]);
      g_ptr_array_add (cases, c);
      plan += !r.skip_cudak;
      plan += r.nvcc && (!c->build_fail || c->nvcc_fail || c->nvcc_removed);
    }

  printf ("1..%d\n", plan);
  {
    GArray *all = g_array_new (FALSE, TRUE, sizeof (CkJob));
    CkPool pool = { .r = &r };
    GThreadPool *threads;

    for (guint i = 0; i < cases->len; i++)
      {
        CkCase *c = cases->pdata[i];
        CkJob job = { .c = c, .index = (int) all->len };
        if (!r.skip_cudak)
          {
            job.d = g_string_new (NULL);
            g_array_append_val (all, job);
            job.index++;
          }
        if (r.nvcc && (!c->build_fail || c->nvcc_fail || c->nvcc_removed))
          {
            job.nvcc = TRUE;
            job.d = g_string_new (NULL);
            g_array_append_val (all, job);
          }
      }
    g_mutex_init (&pool.lock);
    g_cond_init (&pool.cond);
    threads = g_thread_pool_new (run_job, &pool, r.jobs, TRUE, NULL);
    for (guint i = 0; i < all->len; i++)
      g_thread_pool_push (threads, &g_array_index (all, CkJob, i), NULL);
    /* TAP lines come out in file order as soon as each is known. */
    for (guint i = 0; i < all->len; i++)
      {
        CkJob *job = &g_array_index (all, CkJob, i);
        char *name = job->nvcc ? g_strdup_printf ("nvcc %s", job->c->path) : NULL;
        g_mutex_lock (&pool.lock);
        while (!job->done)
          g_cond_wait (&pool.cond, &pool.lock);
        g_mutex_unlock (&pool.lock);
        emit (&r, job->ok, name ? name : job->c->path, job->nvcc ? NULL : job->c->xfail,
              job->nvcc ? job->c->nvcc_removed : NULL, job->d);
        g_string_free (job->d, TRUE);
        g_free (name);
      }
    g_thread_pool_free (threads, FALSE, TRUE);
    g_mutex_clear (&pool.lock);
    g_cond_clear (&pool.cond);
    g_array_unref (all);
  }
  if (r.nvcc_cache)
    printf ("# %d nvcc results from the cache (%s)\n", r.n_cached, r.nvcc_cache[0]);
  printf ("# %d passed, %d failed, %d expected failures, %d unexpected passes, %d skipped\n",
          r.n_pass, r.n_fail, r.n_todo, r.n_xpass, r.n_skip);
  rc = r.n_fail || r.n_xpass ? 1 : 0;

out:
  if (r.tmpdir && !r.keep)
    remove_tree (r.tmpdir);
  else if (r.tmpdir)
    printf ("# kept %s\n", r.tmpdir);
  g_clear_error (&error);
  pcre2_match_data_free (r.md);
  pcre2_code_free (r.directive_re);
  pcre2_code_free (r.diag_re);
  pcre2_code_free (r.note_re);
  pcre2_code_free (r.caret_re);
  pcre2_code_free (r.summary_re);
  pcre2_code_free (r.main_re);
  pcre2_code_free (r.include_re);
  g_strfreev (r.nvcc_cache);
  g_free (r.nvcc_identity);
  g_strfreev (r.cudak);
  g_strfreev (r.nvcc);
  g_free (r.tmpdir);
  g_ptr_array_unref (cases);
  g_ptr_array_unref (files);
  g_option_context_free (ctx);
  g_free (cudak);
  g_free (nvcc);
  g_strfreev (nvcc_cache);
  return rc;
}
