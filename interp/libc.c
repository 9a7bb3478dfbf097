/* interp/libc.c — the C library of the interpreted program (issue 5): stdio on host streams
 * behind opaque handles, the heap in modelled memory, string.h and stdlib.h with every access of
 * program memory through ck_mem_* (so bounds, frees and races are seen), glibc's rand, getopt,
 * time, assert with glibc's message.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "interp/runtime.h"

/* The pinned time of run->opts.pin_time: 2000-01-01 00:00:00 UTC. */
#define CK_PINNED_EPOCH G_GINT64_CONSTANT (946684800)
/* strto*, atoi and friends read at most this much of a number string. */
#define CK_NUMBER_MAX 4096

/* The current thread's errno: main's is the runtime's, each other host thread of <pthread.h>
 * gets its own on first use (POSIX: errno is thread-local). */
static guint64
errno_addr (CkRun *run)
{
  CkHostThread *t = run->hthreads ? run->cur_thread : NULL;
  if (!t || t->id == 1)
    return ck_rt (run)->errno_addr;
  if (!t->errno_addr)
    t->errno_addr = ck_rt_static_block (run, 4, "errno");
  return t->errno_addr;
}

static void
set_errno (CkBuiltinCall *c, int e)
{
  gint32 v = e;
  guint8 *p = ck_mem_raw (c->run->mem, errno_addr (c->run), 4);
  if (p)
    memcpy (p, &v, 4);
}

static int
get_errno (CkRun *run)
{
  gint32 v = 0;
  guint8 *p = ck_mem_raw (run->mem, errno_addr (run), 4);
  if (p)
    memcpy (&v, p, 4);
  return v;
}

void
ck_rt_set_errno (CkBuiltinCall *c, int e)
{
  set_errno (c, e);
}

void
ck_bi_u_errno_location (CkBuiltinCall *c)
{
  CK_RET_U (c, errno_addr (c->run));
}

/* ---- printf family ----------------------------------------------------------------------- */

typedef struct IoCtx {
  CkBuiltinCall *c;
} IoCtx;

static char *
io_read_string (gpointer self, guint64 addr, gsize max)
{
  return ck_rt_string_max (((IoCtx *) self)->c, addr, max);
}

static gboolean
io_write_bytes (gpointer self, guint64 addr, const void *buf, gsize size)
{
  return ck_rt_write (((IoCtx *) self)->c, addr, buf, size);
}

CkFormatArg *
ck_rt_format_args (CkBuiltinCall *c, int first)
{
  int n = MAX (c->n_args - first, 0);
  CkFormatArg *a = g_new0 (CkFormatArg, n + 1);
  for (int i = 0; i < n; i++)
    {
      a[i].v = c->args[first + i];
      a[i].cls = c->arg_types && c->arg_types[first + i]
                 ? ck_printf_arg_class (c->arg_types[first + i]) : CK_FARG_INT;
    }
  return a;
}

/* The arguments from the va_list [ap] on: the slots of a '...' block (interp/printf.h, built by
 * the caller of a variadic function of the program) up to its end, in [*n]; NULL after a fault
 * when [ap] does not point into one. */
static CkFormatArg *
va_block_args (CkBuiltinCall *c, guint64 ap, int *n)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (CkFormatArg));
  for (;; ap += 32)
    {
      guint64 tag = 0;
      if (!ck_rt_read (c, ap, &tag, 8))
        {
          g_array_free (a, TRUE);
          return NULL;
        }
      if (tag == CK_VA_END)
        break;
      if (tag == CK_VA_STRUCT)
        {
          ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                        "'%s' called with a va_list whose argument %u is a struct or class object",
                        ck_rt_name (c), a->len + 1);
          g_array_free (a, TRUE);
          return NULL;
        }
      CkFormatArg f = { 0 };
      f.cls = (CkFArgClass) (tag - 1);
      if (tag < 1 || tag > CK_FARG_PTR + 1
          || !ck_rt_read (c, ap + 16, &f.v, f.cls == CK_FARG_LDOUBLE ? 10 : 8))
        {
          if (tag < 1 || tag > CK_FARG_PTR + 1)
            ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                          "'%s' called with a va_list that does not point at the arguments of a '...'",
                          ck_rt_name (c));
          g_array_free (a, TRUE);
          return NULL;
        }
      g_array_append_val (a, f);
    }
  *n = (int) a->len;
  return (CkFormatArg *) g_array_free (a, FALSE);
}

/* va_arg (ap, T): args[0] is ap, args[1] the class T asks for (CK_VA_PROMOTED: a type that
 * '...' promotes away); the statement's text is T. The slot's value, normalised to T. */
void
ck_bi_u_va_arg (CkBuiltinCall *c)
{
  guint64 ap = c->args[0].u, tag = 0;
  int want = (int) c->args[1].i;
  const char *t = c->s && c->s->text ? c->s->text : "?";
  if (!ck_rt_read (c, ap, &tag, 8))
    return;
  static const char *const names[] = { "an integer", "an unsigned integer", "a double",
                                       "a long double", "a pointer" };
  if (tag == CK_VA_END)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "va_arg (ap, %s) reads past the last argument passed to '...'", t);
  else if (tag == CK_VA_STRUCT)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "va_arg (ap, %s) reads a struct or class argument", t);
  else if (tag < 1 || tag > CK_FARG_PTR + 1)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "va_arg (ap, %s) with a va_list that does not point at the arguments of a '...'", t);
  else if (want == CK_VA_PROMOTED)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "va_arg (ap, %s): '...' never passes this type, it promotes %s to %s", t, t,
                  strstr (t, "float") ? "double" : "int");
  else
    {
      CkFArgClass have = (CkFArgClass) (tag - 1), w = (CkFArgClass) want;
      /* a signed and an unsigned integer of one rank may stand for each other when the value
         fits both (C17 7.16.1.1p2); the checker takes the bytes as they are */
      gboolean same = have == w || ((have == CK_FARG_INT || have == CK_FARG_UINT)
                                    && (w == CK_FARG_INT || w == CK_FARG_UINT));
      if (!same)
        ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                      "va_arg (ap, %s) reads %s argument", t, names[have]);
      else if ((memset (&c->ret, 0, sizeof c->ret), ck_rt_read (c, ap + 16, &c->ret, have == CK_FARG_LDOUBLE ? 10 : 8))
               && have == CK_FARG_DOUBLE
               && c->s && c->s->vt == CK_VT_F32)
        CK_RET_F (c, c->ret.d);
    }
}

static GString *
format_args (CkBuiltinCall *c, int fmt_arg, CkFormatArg *args, int n_args)
{
  char *fmt = ck_rt_string (c, c->args[fmt_arg].u);
  if (!fmt)
    {
      g_free (args);
      return NULL;
    }
  IoCtx ctx = { c };
  CkFormatIO io = { &ctx, io_read_string, io_write_bytes, get_errno (c->run) };
  GString *out = g_string_new (NULL);
  char *err = NULL;
  gboolean ok = ck_printf_format (out, fmt, args, n_args, &io, &err);
  g_free (args);
  g_free (fmt);
  if (!ok)
    {
      if (err)
        ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s, "%s: %s", ck_rt_name (c), err);
      g_free (err);
      g_string_free (out, TRUE);
      return NULL;
    }
  return out;
}

GString *
ck_rt_format (CkBuiltinCall *c, int fmt_arg)
{
  if (fmt_arg >= c->n_args)
    return NULL;
  return format_args (c, fmt_arg, ck_rt_format_args (c, fmt_arg + 1), MAX (c->n_args - fmt_arg - 1, 0));
}

/* vprintf and kin: the format at [fmt_arg], the va_list after it */
static GString *
vformat (CkBuiltinCall *c, int fmt_arg)
{
  int n = 0;
  CkFormatArg *args = va_block_args (c, c->args[fmt_arg + 1].u, &n);
  return args ? format_args (c, fmt_arg, args, n) : NULL;
}

static CkRtFile *
get_file (CkBuiltinCall *c, guint64 handle)
{
  CkRtFile *f = g_hash_table_lookup (ck_rt (c->run)->files, &handle);
  if (!f)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "'%s' called with %s, which is not an open FILE *", ck_rt_name (c),
                  handle ? "an invalid stream" : "a null stream");
  return f;
}

static FILE *
std_stream (CkBuiltinCall *c, int which)
{
  guint64 h = CK_ADDR_MAKE (CK_SPACE_NONE, CK_RT_HANDLE_BASE + 0x100 * (which + 1));
  CkRtFile *f = g_hash_table_lookup (ck_rt (c->run)->files, &h);
  return f ? f->fp : NULL;
}

void ck_bi_u_cudak_stdin (CkBuiltinCall *c) { CK_RET_U (c, CK_ADDR_MAKE (CK_SPACE_NONE, CK_RT_HANDLE_BASE + 0x100)); }
void ck_bi_u_cudak_stdout (CkBuiltinCall *c) { CK_RET_U (c, CK_ADDR_MAKE (CK_SPACE_NONE, CK_RT_HANDLE_BASE + 0x200)); }
void ck_bi_u_cudak_stderr (CkBuiltinCall *c) { CK_RET_U (c, CK_ADDR_MAKE (CK_SPACE_NONE, CK_RT_HANDLE_BASE + 0x300)); }

static void
put_out (CkBuiltinCall *c, FILE *fp, GString *out)
{
  if (!out)
    return;
  if (fp && fwrite (out->str, 1, out->len, fp) != out->len)
    CK_RET_I (c, -1);
  else
    CK_RET_I (c, (gint64) out->len);
  g_string_free (out, TRUE);
}

void
ck_bi_printf (CkBuiltinCall *c)
{
  GString *out = ck_rt_format (c, 0);
  if (!out)
    return;
  if (c->is_device)
    {
      /* CUDA's printf returns the number of arguments after the format */
      GString *fifo = c->run->device_printf;
      g_string_append_len (fifo, out->str, out->len);
      /* The FIFO is circular: when a kernel prints more than cudaLimitPrintfFifoSize before the
         host flushes it, the older output is overwritten (CUDA Programming Guide, "Formatted
         Output"). Its size is counted here in bytes of text, and the oldest whole lines go;
         trimming at twice the limit keeps the cost amortised. A printf storm thus holds at most
         twice the FIFO in memory instead of growing without end (issue 24). */
      guint64 limit = MAX (ck_rt (c->run)->limits[1], (guint64) 1);
      c->run->device_printf_fifo = limit;   /* the flush keeps the newest [limit] bytes */
      if (fifo->len > 2 * limit)
        {
          gsize cut = fifo->len - limit;
          const char *nl = memchr (fifo->str + cut, '\n', fifo->len - cut);
          g_string_erase (fifo, 0, (gssize) (nl ? (gsize) (nl - fifo->str) + 1 : cut));
        }
      CK_RET_I (c, c->n_args - 1);
      g_string_free (out, TRUE);
      return;
    }
  put_out (c, std_stream (c, 1), out);
}

void
ck_bi_fprintf (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[0].u);
  if (f)
    put_out (c, f->fp, ck_rt_format (c, 1));
}

/* sprintf and vsprintf: the formatted [out] (NULL after an error) stored at the first argument */
static void
store_formatted (CkBuiltinCall *c, GString *out)
{
  if (!out)
    return;
  if (ck_rt_write (c, c->args[0].u, out->str, out->len + 1))
    CK_RET_I (c, (gint64) out->len);
  g_string_free (out, TRUE);
}

/* snprintf and vsnprintf: at most the second argument's bytes of [out], the NUL included */
static void
store_formatted_n (CkBuiltinCall *c, GString *out)
{
  if (!out)
    return;
  guint64 n = c->args[1].u;
  gboolean ok = TRUE;
  if (n > 0)
    {
      gsize k = MIN ((guint64) out->len, n - 1);
      out->str[k] = 0;
      ok = ck_rt_write (c, c->args[0].u, out->str, k + 1);
    }
  if (ok)
    CK_RET_I (c, (gint64) out->len);
  g_string_free (out, TRUE);
}

void
ck_bi_sprintf (CkBuiltinCall *c)
{
  store_formatted (c, ck_rt_format (c, 1));
}

void
ck_bi_snprintf (CkBuiltinCall *c)
{
  store_formatted_n (c, ck_rt_format (c, 2));
}

void
ck_bi_vprintf (CkBuiltinCall *c)
{
  GString *out = vformat (c, 0);
  if (out)
    put_out (c, std_stream (c, 1), out);
}

void
ck_bi_vfprintf (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[0].u);
  if (f)
    put_out (c, f->fp, vformat (c, 1));
}

void
ck_bi_vsprintf (CkBuiltinCall *c)
{
  store_formatted (c, vformat (c, 1));
}

void
ck_bi_vsnprintf (CkBuiltinCall *c)
{
  store_formatted_n (c, vformat (c, 2));
}

void
ck_bi_puts (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (!s)
    return;
  FILE *fp = std_stream (c, 1);
  CK_RET_I (c, fputs (s, fp) < 0 || fputc ('\n', fp) == EOF ? EOF : 1);
  g_free (s);
}

void
ck_bi_putchar (CkBuiltinCall *c)
{
  CK_RET_I (c, fputc ((int) c->args[0].i, std_stream (c, 1)));
}

void
ck_bi_fputs (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  CkRtFile *f = s ? get_file (c, c->args[1].u) : NULL;
  if (f)
    CK_RET_I (c, fputs (s, f->fp) < 0 ? EOF : 1);
  g_free (s);
}

void
ck_bi_fputc (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[1].u);
  if (f)
    CK_RET_I (c, fputc ((int) c->args[0].i, f->fp));
}

void ck_bi_putc (CkBuiltinCall *c) { ck_bi_fputc (c); }

void
ck_bi_fgets (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[2].u);
  int n = (int) c->args[1].i;
  if (!f)
    return;
  if (n <= 0)
    {
      CK_RET_U (c, 0);
      return;
    }
  char *buf = g_malloc (n);
  if (!fgets (buf, n, f->fp))
    CK_RET_U (c, 0);
  else if (ck_rt_write (c, c->args[0].u, buf, strlen (buf) + 1))
    CK_RET_U (c, c->args[0].u);
  g_free (buf);
}

void
ck_bi_fgetc (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[0].u);
  if (f)
    CK_RET_I (c, fgetc (f->fp));
}

void ck_bi_getc (CkBuiltinCall *c) { ck_bi_fgetc (c); }

void
ck_bi_getchar (CkBuiltinCall *c)
{
  CK_RET_I (c, fgetc (std_stream (c, 0)));
}

void
ck_bi_ungetc (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[1].u);
  if (f)
    CK_RET_I (c, ungetc ((int) c->args[0].i, f->fp));
}

/* getdelim (lineptr, n, delim, stream) as glibc does it: a NULL *lineptr or a zero *n first
 * gets a 120-byte malloc block (at end of file too), a longer line a realloc to at least twice
 * the size; the line and its NUL are stored, *lineptr and *n updated, the length returned, or
 * -1 at end of file. */
static void
do_getdelim (CkBuiltinCall *c, int delim, int stream_arg)
{
  guint64 lp = c->args[0].u, np = c->args[1].u, line, n;
  CkRtFile *f = get_file (c, c->args[stream_arg].u);
  if (!f || !ck_rt_read (c, lp, &line, 8) || !ck_rt_read (c, np, &n, 8))
    return;
  if (!line || n == 0)
    {
      n = 120;
      line = ck_rt_malloc (c, n);
      if (!line || !ck_rt_write (c, lp, &line, 8) || !ck_rt_write (c, np, &n, 8))
        return;
    }
  char *buf = NULL;
  size_t cap = 0;
  errno = 0;
  ssize_t len = getdelim (&buf, &cap, delim, f->fp);
  if (len < 0)
    {
      if (errno)
        set_errno (c, errno);
      CK_RET_I (c, -1);
      free (buf);
      return;
    }
  if ((guint64) len + 1 > n)
    {
      guint64 need = MAX ((guint64) len + 1, 2 * n);
      guint64 grown = ck_rt_malloc (c, need);
      if (!grown)
        {
          CK_RET_I (c, -1);
          free (buf);
          return;
        }
      ck_rt_release (c, line, 1u << CK_ALLOC_MALLOC, "realloc");
      line = grown;
      n = need;
      if (!ck_rt_write (c, lp, &line, 8) || !ck_rt_write (c, np, &n, 8))
        {
          free (buf);
          return;
        }
    }
  if (ck_rt_write (c, line, buf, (gsize) len + 1))
    CK_RET_I (c, len);
  free (buf);
}

void ck_bi_getline (CkBuiltinCall *c) { do_getdelim (c, '\n', 2); }
void ck_bi_getdelim (CkBuiltinCall *c) { do_getdelim (c, (int) c->args[2].i, 3); }

/* tmpfile: glibc's anonymous temporary file, removed when closed. */
void
ck_bi_tmpfile (CkBuiltinCall *c)
{
  FILE *fp = tmpfile ();
  if (!fp)
    {
      set_errno (c, errno);
      CK_RET_U (c, 0);
    }
  else
    CK_RET_U (c, ck_rt_add_file (ck_rt (c->run), fp, FALSE)->handle);
}

/* fdopen (fd, mode): a stream over a descriptor of the program, which the stream then owns. */
void
ck_bi_fdopen (CkBuiltinCall *c)
{
  char *mode = ck_rt_string (c, c->args[1].u);
  if (!mode)
    return;
  CK_RET_U (c, 0);
  if (!ck_posix_fd_is_open (c, c->args[0].i))
    set_errno (c, EBADF);
  else
    {
      FILE *fp = fdopen ((int) c->args[0].i, mode);
      if (!fp)
        set_errno (c, errno);
      else
        {
          ck_posix_fd_forget (c, (int) c->args[0].i);
          CK_RET_U (c, ck_rt_add_file (ck_rt (c->run), fp, FALSE)->handle);
        }
    }
  g_free (mode);
}

void
ck_bi_fopen (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  char *mode = path ? ck_rt_string (c, c->args[1].u) : NULL;
  if (mode)
    {
      FILE *fp = fopen (path, mode);
      if (fp)
        CK_RET_U (c, ck_rt_add_file (ck_rt (c->run), fp, FALSE)->handle);
      else
        {
          set_errno (c, errno);
          CK_RET_U (c, 0);
        }
    }
  g_free (path);
  g_free (mode);
}

void
ck_bi_fclose (CkBuiltinCall *c)
{
  CkRtFile *f = get_file (c, c->args[0].u);
  if (!f)
    return;
  if (f->is_std)
    {
      CK_RET_I (c, fflush (f->fp));
      return;
    }
  int r = fclose (f->fp);
  g_hash_table_remove (ck_rt (c->run)->files, &f->handle);
  CK_RET_I (c, r);
}

void
ck_bi_fread (CkBuiltinCall *c)
{
  guint64 size = c->args[1].u, n = c->args[2].u;
  CkRtFile *f = get_file (c, c->args[3].u);
  if (!f)
    return;
  if (size == 0 || n == 0)
    {
      CK_RET_U (c, 0);
      return;
    }
  if (n > G_MAXSIZE / size)
    n = G_MAXSIZE / size;
  char *buf = g_malloc (size * n);
  gsize got = fread (buf, 1, size * n, f->fp);
  if (ck_rt_write (c, c->args[0].u, buf, got))
    CK_RET_U (c, got / size);
  g_free (buf);
}

void
ck_bi_fwrite (CkBuiltinCall *c)
{
  guint64 size = c->args[1].u, n = c->args[2].u;
  CkRtFile *f = get_file (c, c->args[3].u);
  if (!f)
    return;
  if (size == 0 || n == 0)
    {
      CK_RET_U (c, 0);
      return;
    }
  char *buf = g_malloc (size * n);
  if (ck_rt_read (c, c->args[0].u, buf, size * n))
    CK_RET_U (c, fwrite (buf, size, n, f->fp));
  g_free (buf);
}

/* scanf and kin; [va]: vscanf and kin, whose arguments come from the va_list after the format */
static void
do_scan_args (CkBuiltinCall *c, CkScanInput *in, int fmt_arg, gboolean va)
{
  int n_args = MAX (c->n_args - fmt_arg - 1, 0);
  CkFormatArg *args = va ? va_block_args (c, c->args[fmt_arg + 1].u, &n_args) : ck_rt_format_args (c, fmt_arg + 1);
  if (!args)
    return;
  char *fmt = ck_rt_string (c, c->args[fmt_arg].u);
  if (!fmt)
    {
      g_free (args);
      return;
    }
  IoCtx ctx = { c };
  CkFormatIO io = { &ctx, io_read_string, io_write_bytes, 0 };
  char *err = NULL;
  int r = ck_scanf_scan (in, fmt, args, n_args, &io, &err);
  if (r == -2)
    {
      if (err)
        ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s, "%s: %s", ck_rt_name (c), err);
    }
  else
    CK_RET_I (c, r);
  g_free (err);
  g_free (args);
  g_free (fmt);
}

static void
do_fscanf (CkBuiltinCall *c, gboolean va)
{
  CkRtFile *f = get_file (c, c->args[0].u);
  if (f)
    {
      CkScanInput in = { f->fp, NULL, 0 };
      do_scan_args (c, &in, 1, va);
    }
}

static void
do_scanf (CkBuiltinCall *c, gboolean va)
{
  CkScanInput in = { std_stream (c, 0), NULL, 0 };
  do_scan_args (c, &in, 0, va);
}

static void
do_sscanf (CkBuiltinCall *c, gboolean va)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (!s)
    return;
  CkScanInput in = { NULL, s, 0 };
  do_scan_args (c, &in, 1, va);
  g_free (s);
}

void ck_bi_fscanf (CkBuiltinCall *c) { do_fscanf (c, FALSE); }
void ck_bi_scanf (CkBuiltinCall *c) { do_scanf (c, FALSE); }
void ck_bi_sscanf (CkBuiltinCall *c) { do_sscanf (c, FALSE); }
void ck_bi_vfscanf (CkBuiltinCall *c) { do_fscanf (c, TRUE); }
void ck_bi_vscanf (CkBuiltinCall *c) { do_scanf (c, TRUE); }
void ck_bi_vsscanf (CkBuiltinCall *c) { do_sscanf (c, TRUE); }

void
ck_bi_fflush (CkBuiltinCall *c)
{
  if (c->args[0].u == 0)
    {
      CK_RET_I (c, fflush (NULL));
      return;
    }
  CkRtFile *f = get_file (c, c->args[0].u);
  if (f)
    CK_RET_I (c, fflush (f->fp));
}

#define FILE_QUERY(name, expr) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    CkRtFile *f = get_file (c, c->args[0].u); \
    if (f) \
      CK_RET_I (c, expr); \
  }
FILE_QUERY (feof, feof (f->fp))
FILE_QUERY (ferror, ferror (f->fp))
FILE_QUERY (ftell, ftell (f->fp))
FILE_QUERY (fileno, fileno (f->fp))
FILE_QUERY (fseek, fseek (f->fp, (long) c->args[1].i, (int) c->args[2].i))
FILE_QUERY (clearerr, (clearerr (f->fp), 0))
FILE_QUERY (rewind, (rewind (f->fp), 0))
FILE_QUERY (setvbuf, setvbuf (f->fp, NULL, (int) c->args[2].i, (size_t) c->args[3].u))
FILE_QUERY (setbuf, (c->args[1].u ? 0 : setvbuf (f->fp, NULL, _IONBF, 0)))

void
ck_bi_remove (CkBuiltinCall *c)
{
  char *p = ck_rt_string (c, c->args[0].u);
  if (!p)
    return;
  int r = remove (p);
  if (r)
    set_errno (c, errno);
  CK_RET_I (c, r);
  g_free (p);
}

void
ck_bi_rename (CkBuiltinCall *c)
{
  char *a = ck_rt_string (c, c->args[0].u);
  char *b = a ? ck_rt_string (c, c->args[1].u) : NULL;
  if (b)
    {
      int r = rename (a, b);
      if (r)
        set_errno (c, errno);
      CK_RET_I (c, r);
    }
  g_free (a);
  g_free (b);
}

void
ck_bi_perror (CkBuiltinCall *c)
{
  char *s = c->args[0].u ? ck_rt_string (c, c->args[0].u) : g_strdup ("");
  if (!s)
    return;
  FILE *err = std_stream (c, 2);
  if (*s)
    fprintf (err, "%s: %s\n", s, g_strerror (get_errno (c->run)));
  else
    fprintf (err, "%s\n", g_strerror (get_errno (c->run)));
  g_free (s);
}

/* ---- heap -------------------------------------------------------------------------------- */

/* A host heap block of [kind]: malloc's family, or operator new's or new[]'s, which only the
 * matching delete releases (ck_rt_release reports the others as mismatched). */
static guint64
heap_alloc (CkBuiltinCall *c, guint64 size, guint64 align, CkAllocKind kind)
{
  guint64 p = ck_rt_alloc (c, CK_SPACE_HOST, kind, size, align);
  if (!p)
    set_errno (c, ENOMEM);
  return p;
}

guint64
ck_rt_malloc (CkBuiltinCall *c, guint64 size)
{
  return heap_alloc (c, size, 16, CK_ALLOC_MALLOC);
}

void
ck_bi_malloc (CkBuiltinCall *c)
{
  if (c->is_device)
    {
      ck_bi_u_device_malloc (c);
      return;
    }
  CK_RET_U (c, heap_alloc (c, c->args[0].u, 16, CK_ALLOC_MALLOC));
}

/* The storage of a variable-length array declared by statement [c->s] (its name in
 * [c->s->text]): [args] are its size, alignment and the address this declaration gave the last
 * time it ran in this frame (0: none), which releases the arrays from there on. The lowering
 * emits the call (interp/lower.c, vla_declare); a stack that cannot hold the array faults as a
 * call that overflows it does. */
void
ck_bi_u_vla_alloc (CkBuiltinCall *c)
{
  CkThread *t = &c->w->threads[c->lane];
  guint64 addr = ck_thread_vla_alloc (c->run, t, c->args[0].u, (guint32) c->args[1].u, c->args[2].u,
                                      c->s->text, c->s->loc);
  if (!addr)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_STACK_OVERFLOW, c->s,
                  "stack overflow: variable-length array '%s' of %" G_GUINT64_FORMAT " bytes",
                  c->s->text ? c->s->text : "", c->args[0].u);
  CK_RET_U (c, addr);
}

void
ck_bi_free (CkBuiltinCall *c)
{
  if (c->is_device)
    {
      ck_bi_u_device_free (c);
      return;
    }
  if (c->args[0].u)
    ck_rt_release (c, c->args[0].u, 1u << CK_ALLOC_MALLOC, "free");
}

void
ck_bi_calloc (CkBuiltinCall *c)
{
  guint64 n = c->args[0].u, size = c->args[1].u;
  if (size && n > G_MAXUINT64 / size)
    {
      set_errno (c, ENOMEM);
      CK_RET_U (c, 0);
      return;
    }
  guint64 p = heap_alloc (c, n * size, 16, CK_ALLOC_MALLOC);
  if (p && n * size != 0)
    {
      /* the block is zero: say so with a write, so the checker sees it initialised */
      void *z = g_malloc0 (n * size);
      ck_rt_write (c, p, z, n * size);
      g_free (z);
    }
  CK_RET_U (c, p);
}

void
ck_bi_realloc (CkBuiltinCall *c)
{
  guint64 old = c->args[0].u, size = c->args[1].u;
  if (!old)
    {
      CK_RET_U (c, heap_alloc (c, size, 16, CK_ALLOC_MALLOC));
      return;
    }
  CkAlloc *a = ck_mem_lookup (c->run->mem, old);
  if (!a || a->is_freed || a->base != old || a->kind != CK_ALLOC_MALLOC)
    {
      ck_rt_release (c, old, 1u << CK_ALLOC_MALLOC, "realloc");   /* reports what is wrong */
      CK_RET_U (c, 0);
      return;
    }
  if (size == 0)
    {
      ck_rt_release (c, old, 1u << CK_ALLOC_MALLOC, "realloc");
      CK_RET_U (c, 0);
      return;
    }
  guint64 p = heap_alloc (c, size, 16, CK_ALLOC_MALLOC);
  if (!p)
    {
      CK_RET_U (c, 0);
      return;
    }
  gsize n = MIN (a->size, size);
  if (!ck_mem_copy_bytes (c->run, c->w, c->lane, p, old, n, ck_rt_loc (c)))
    {
      ck_rt_access_failed (c);
      return;
    }
  ck_rt_release (c, old, 1u << CK_ALLOC_MALLOC, "realloc");
  CK_RET_U (c, p);
}

static gboolean
is_pow2 (guint64 x)
{
  return x && !(x & (x - 1));
}

void
ck_bi_posix_memalign (CkBuiltinCall *c)
{
  guint64 align = c->args[1].u;
  if (!is_pow2 (align) || align % 8)
    {
      CK_RET_I (c, EINVAL);
      return;
    }
  guint64 p = heap_alloc (c, c->args[2].u, MAX (align, 16), CK_ALLOC_MALLOC);
  if (!p)
    {
      CK_RET_I (c, ENOMEM);
      return;
    }
  if (ck_rt_write (c, c->args[0].u, &p, 8))
    CK_RET_I (c, 0);
}

void
ck_bi_aligned_alloc (CkBuiltinCall *c)
{
  guint64 align = c->args[0].u;
  if (!is_pow2 (align))
    {
      set_errno (c, EINVAL);
      CK_RET_U (c, 0);
      return;
    }
  CK_RET_U (c, heap_alloc (c, c->args[1].u, MAX (align, 16), CK_ALLOC_MALLOC));
}

void ck_bi_memalign (CkBuiltinCall *c) { ck_bi_aligned_alloc (c); }

static void do_abort (CkBuiltinCall *c);

/* operator new and new[]: in host code a block only the matching delete releases, and
 * std::bad_alloc when there is no memory (args[1] nonzero: a null pointer, for a nothrow new and
 * for one that throws std::bad_alloc as a class of <new>, frontend/class.c); in device code
 * a block of the device heap, as malloc's, and NULL when the heap is exhausted (the CUDA
 * Programming Guide, "Dynamic Global Memory Allocation and Operations"). */
static void
op_new (CkBuiltinCall *c, CkAllocKind kind)
{
  if (c->is_device)
    {
      ck_bi_u_device_malloc (c);
      return;
    }
  guint64 p = heap_alloc (c, c->args[0].u, 16, kind);
  if (!p && !(c->n_args > 1 && c->args[1].i))
    {
      /* std::bad_alloc, which no handler can take (without <new> the program names no
         handler of it; with <new> the lowering asks for a null pointer and throws it) */
      FILE *err = std_stream (c, 2);
      fprintf (err, "terminate called after throwing an instance of 'std::bad_alloc'\n"
               "  what():  std::bad_alloc\n");
      ck_rt (c->run)->terminated = TRUE;
      do_abort (c);
      return;
    }
  CK_RET_U (c, p);
}

void ck_bi_op_new (CkBuiltinCall *c) { op_new (c, CK_ALLOC_NEW); }
void ck_bi_op_new_array (CkBuiltinCall *c) { op_new (c, CK_ALLOC_NEW_ARRAY); }

static void
op_delete (CkBuiltinCall *c, CkAllocKind kind, const char *function)
{
  if (c->is_device)
    ck_rt_device_free (c, function);
  else if (c->args[0].u)
    ck_rt_release (c, c->args[0].u, 1u << kind, function);
}

void ck_bi_op_delete (CkBuiltinCall *c) { op_delete (c, CK_ALLOC_NEW, "delete"); }
void ck_bi_op_delete_array (CkBuiltinCall *c) { op_delete (c, CK_ALLOC_NEW_ARRAY, "delete[]"); }

/* ---- C++ exceptions (host code) ---------------------------------------------------------- */

/* One exception object (Itanium C++ ABI's __cxa_exception, simplified): [value] is the thrown
 * scalar, or for a class the address of the object the throw made with new; [keys] the
 * lowering's keys of its type and, for a class, of its unambiguous bases with the offset of
 * each base subobject ([offs]); [name] the type as C++ spells it, [what] the address of what()'s
 * string for a std::exception (read at std::terminate), [dtor] the address of its destructor.
 * [handlers] counts the handlers that have caught it and not ended; [rethrown] marks it in flight
 * again by `throw;`. */
typedef struct {
  guint64 *keys;
  gint64 *offs;
  int n_keys;
  CkVal value;
  const char *name;
  guint64 what, dtor;
  gboolean is_object, rethrown;
  int handlers;
} CkRtExcObj;

/* One host thread's exceptions: the one in flight, the caught ones (innermost last: what
 * `throw;` rethrows and a handler's end releases), the ones set aside while a cleanup runs
 * (the destructors an exception runs as it leaves a block), and the last one a handler's end
 * released, whose destructor the lowering calls (__cudak_exc_dtor). */
typedef struct {
  CkRtExcObj *flight, *ended;
  GPtrArray *caught, *suspended;
  GPtrArray *all;   /* owns every CkRtExcObj of the thread */
} CkRtException;

static void
exc_obj_free (gpointer p)
{
  CkRtExcObj *e = p;
  g_free (e->keys);
  g_free (e->offs);
  g_free (e);
}

void
ck_rt_exception_free (gpointer p)
{
  CkRtException *x = p;
  g_ptr_array_unref (x->caught);
  g_ptr_array_unref (x->suspended);
  g_ptr_array_unref (x->all);
  g_free (x);
}

static CkRtException *
exception_of (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  CkRtException *x = g_hash_table_lookup (rt->exceptions, c->w);
  if (!x)
    {
      x = g_new0 (CkRtException, 1);
      x->caught = g_ptr_array_new ();
      x->suspended = g_ptr_array_new ();
      x->all = g_ptr_array_new_with_free_func (exc_obj_free);
      g_hash_table_insert (rt->exceptions, c->w, x);
    }
  return x;
}

/* std::terminate as libstdc++'s verbose handler reports it, then abort(). */
static void
terminate (CkBuiltinCall *c, const CkRtExcObj *e)
{
  FILE *err = std_stream (c, 2);
  if (!e)
    fprintf (err, "terminate called without an active exception\n");
  else
    {
      fprintf (err, "terminate called after throwing an instance of '%s'\n", e->name ? e->name : "?");
      char *what = e->what ? ck_rt_string (c, e->what) : NULL;
      if (what)
        fprintf (err, "  what():  %s\n", what);
      g_free (what);
    }
  ck_rt (c->run)->terminated = TRUE;
  do_abort (c);
}

/* throw v: [args] the value and the type's key, for a class then the destructor's address,
 * what()'s string and (key, offset) of each base, for a pointer to a class (an odd count) then
 * 0 and (key, offset) of each base; [c->s->text] the type's name. No arguments:
 * throw; the exception being handled again, std::terminate when there is none. */
void
ck_bi_u_exc_throw (CkBuiltinCall *c)
{
  CkRtException *x = exception_of (c);
  if (c->n_args == 0)
    {
      if (!x->caught->len)
        {
          terminate (c, NULL);
          return;
        }
      CkRtExcObj *e = g_ptr_array_index (x->caught, x->caught->len - 1);
      e->rethrown = TRUE;
      x->flight = e;
      return;
    }
  CkRtExcObj *e = g_new0 (CkRtExcObj, 1);
  g_ptr_array_add (x->all, e);
  e->value = c->args[0];
  e->name = c->s->text;
  if (c->n_args >= 3 && c->n_args % 2 == 1)
    {
      int np = (int) (c->n_args - 3) / 2;
      e->n_keys = 1 + np;
      e->keys = g_new (guint64, e->n_keys);
      e->offs = g_new0 (gint64, e->n_keys);
      e->keys[0] = c->args[1].u;
      for (int i = 0; i < np; i++)
        {
          e->keys[1 + i] = c->args[3 + 2 * i].u;
          e->offs[1 + i] = c->args[4 + 2 * i].i;
        }
      x->flight = e;
      return;
    }
  int nb = c->n_args > 4 ? (int) (c->n_args - 4) / 2 : 0;
  e->n_keys = 1 + nb;
  e->keys = g_new (guint64, e->n_keys);
  e->offs = g_new0 (gint64, e->n_keys);
  e->keys[0] = c->args[1].u;
  if (c->n_args >= 4)
    {
      e->is_object = TRUE;
      e->dtor = c->args[2].u;
      e->what = c->args[3].u;
      for (int i = 0; i < nb; i++)
        {
          e->keys[1 + i] = c->args[4 + 2 * i].u;
          e->offs[1 + i] = c->args[5 + 2 * i].i;
        }
    }
  x->flight = e;
}

/* The key of the exception in flight, 0 if none. */
void
ck_bi_u_exc_pending (CkBuiltinCall *c)
{
  CkRtExcObj *e = exception_of (c)->flight;
  CK_RET_U (c, e ? e->keys[0] : 0);
}

static int
key_index (const CkRtExcObj *e, guint64 key)
{
  for (int i = 0; i < e->n_keys; i++)
    if (e->keys[i] == key)
      return i;
  return -1;
}

/* Whether a handler of the type with key [args[0]] takes the exception in flight: its type or,
 * for a class, one of its bases. */
void
ck_bi_u_exc_match (CkBuiltinCall *c)
{
  CkRtExcObj *e = exception_of (c)->flight;
  CK_RET_U (c, e && key_index (e, c->args[0].u) >= 0);
}

/* A handler (of the type with key [args[0]], none for `...`) takes the exception in flight
 * (__cxa_begin_catch): its value, for a class the address of the base subobject the handler
 * names; it is no longer in flight. */
void
ck_bi_u_exc_catch (CkBuiltinCall *c)
{
  CkRtException *x = exception_of (c);
  CkRtExcObj *e = x->flight;
  x->flight = NULL;
  if (!e)
    {
      CK_RET_U (c, 0);
      return;
    }
  if (!x->caught->len || g_ptr_array_index (x->caught, x->caught->len - 1) != e)
    g_ptr_array_add (x->caught, e);
  e->rethrown = FALSE;
  e->handlers++;
  c->ret = e->value;
  int k = c->n_args ? key_index (e, c->args[0].u) : -1;
  if (k > 0 && (e->is_object || e->value.u))   /* a null pointer stays null */
    c->ret.u += (guint64) e->offs[k];
}

/* A handler ends (__cxa_end_catch): the innermost caught exception is released when no other
 * handler holds it and it was not rethrown. For an object of class type, its address, whose
 * destructor (__cudak_exc_dtor) the lowering then calls and whose block it deletes; else 0. */
void
ck_bi_u_exc_end (CkBuiltinCall *c)
{
  CkRtException *x = exception_of (c);
  CK_RET_U (c, 0);
  if (!x->caught->len)
    return;
  CkRtExcObj *e = g_ptr_array_index (x->caught, x->caught->len - 1);
  if (--e->handlers > 0)
    return;
  g_ptr_array_remove_index (x->caught, x->caught->len - 1);
  if (e->rethrown)
    return;   /* in flight again: the next handler takes it */
  x->ended = e;
  if (e->is_object)
    CK_RET_U (c, e->value.u);
}

/* The destructor's address of the exception the last handler's end released (0: trivial). */
void
ck_bi_u_exc_dtor (CkBuiltinCall *c)
{
  CkRtExcObj *e = exception_of (c)->ended;
  CK_RET_U (c, e ? e->dtor : 0);
}

/* A cleanup (destructors of a block an exception leaves, or the end of a handler it leaves)
 * runs with the exception set aside, and it flies on after it. */
void
ck_bi_u_exc_suspend (CkBuiltinCall *c)
{
  CkRtException *x = exception_of (c);
  g_ptr_array_add (x->suspended, x->flight);
  x->flight = NULL;
}

void
ck_bi_u_exc_resume (CkBuiltinCall *c)
{
  CkRtException *x = exception_of (c);
  if (x->suspended->len)
    {
      CkRtExcObj *e = g_ptr_array_index (x->suspended, x->suspended->len - 1);
      g_ptr_array_remove_index (x->suspended, x->suspended->len - 1);
      if (!x->flight)
        x->flight = e;
    }
}

/* An exception left main or a noexcept function: std::terminate, as g++'s runtime reports it. */
void
ck_bi_u_exc_terminate (CkBuiltinCall *c)
{
  terminate (c, exception_of (c)->flight);
}

/* ---- conversions ------------------------------------------------------------------------- */

/* The number string at [addr] (at most CK_NUMBER_MAX bytes). */
static char *
number_string (CkBuiltinCall *c, guint64 addr)
{
  return ck_rt_string_max (c, addr, CK_NUMBER_MAX);
}

static void
set_endptr (CkBuiltinCall *c, guint64 endp_addr, guint64 base, const char *buf, const char *end)
{
  if (endp_addr)
    {
      guint64 v = base + (guint64) (end - buf);
      ck_rt_write (c, endp_addr, &v, 8);
    }
}

#define STRTO_INT(name, type, fn, ret) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *s = number_string (c, c->args[0].u), *end; \
    if (!s) \
      return; \
    errno = 0; \
    type v = fn (s, &end, (int) c->args[2].i); \
    if (errno) \
      set_errno (c, errno); \
    set_endptr (c, c->args[1].u, c->args[0].u, s, end); \
    ret (c, v); \
    g_free (s); \
  }
STRTO_INT (strtol, long, strtol, CK_RET_I)
STRTO_INT (strtoll, long long, strtoll, CK_RET_I)
STRTO_INT (strtoul, unsigned long, strtoul, CK_RET_U)
STRTO_INT (strtoull, unsigned long long, strtoull, CK_RET_U)

#define STRTO_FLT(name, type, fn, ret) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *s = number_string (c, c->args[0].u), *end; \
    if (!s) \
      return; \
    errno = 0; \
    type v = fn (s, &end); \
    if (errno) \
      set_errno (c, errno); \
    set_endptr (c, c->args[1].u, c->args[0].u, s, end); \
    ret (c, v); \
    g_free (s); \
  }
STRTO_FLT (strtod, double, strtod, CK_RET_D)
STRTO_FLT (strtof, float, strtof, CK_RET_F)
STRTO_FLT (strtold, long double, strtold, CK_RET_LD)

#define ATO(name, expr, ret) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *s = number_string (c, c->args[0].u); \
    if (!s) \
      return; \
    ret (c, expr); \
    g_free (s); \
  }
ATO (atoi, (int) strtol (s, NULL, 10), CK_RET_I)
ATO (atol, strtol (s, NULL, 10), CK_RET_I)
ATO (atoll, strtoll (s, NULL, 10), CK_RET_I)
ATO (atof, strtod (s, NULL), CK_RET_D)

void ck_bi_abs (CkBuiltinCall *c) { CK_RET_I (c, (int) (c->args[0].i < 0 ? -(guint32) c->args[0].i : (guint32) c->args[0].i)); }
void ck_bi_labs (CkBuiltinCall *c) { CK_RET_I (c, (gint64) (c->args[0].i < 0 ? -c->args[0].u : c->args[0].u)); }
void ck_bi_llabs (CkBuiltinCall *c) { ck_bi_labs (c); }

static gboolean
check_div (CkBuiltinCall *c, gint64 num, gint64 den, gint64 min)
{
  if (den == 0 || (num == min && den == -1))
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_DIV_ZERO, c->s, "%s: %s", ck_rt_name (c),
                    den == 0 ? "integer division by zero" : "integer overflow in division");
      return FALSE;
    }
  return TRUE;
}

/* div_t, ldiv_t, lldiv_t are returned in the bytes of c->ret: quot first, then rem. */
void
ck_bi_div (CkBuiltinCall *c)
{
  gint32 n = (gint32) c->args[0].i, d = (gint32) c->args[1].i;
  if (!check_div (c, n, d, G_MININT32))
    return;
  gint32 r[2] = { n / d, n % d };
  memset (&c->ret, 0, sizeof c->ret);
  memcpy (&c->ret, r, sizeof r);
}

void
ck_bi_ldiv (CkBuiltinCall *c)
{
  gint64 n = c->args[0].i, d = c->args[1].i;
  if (!check_div (c, n, d, G_MININT64))
    return;
  gint64 r[2] = { n / d, n % d };
  G_STATIC_ASSERT (sizeof r <= sizeof (CkVal));
  memcpy (&c->ret, r, sizeof r);
}

void ck_bi_lldiv (CkBuiltinCall *c) { ck_bi_ldiv (c); }

/* ---- rand: glibc's random() on a TYPE_3 state (rand() is random()) ----------------------- */

void
ck_bi_rand (CkBuiltinCall *c)
{
  gint32 r;
  random_r (&ck_rt (c->run)->rand, &r);
  CK_RET_I (c, r);
}

void ck_bi_random (CkBuiltinCall *c) { ck_bi_rand (c); }

void
ck_bi_srand (CkBuiltinCall *c)
{
  srandom_r ((unsigned) c->args[0].u, &ck_rt (c->run)->rand);
}

void ck_bi_srandom (CkBuiltinCall *c) { ck_bi_srand (c); }

/* rand_r: glibc's, on the program's seed word */
void
ck_bi_rand_r (CkBuiltinCall *c)
{
  unsigned int seed;
  if (!ck_rt_read (c, c->args[0].u, &seed, sizeof seed))
    return;
  int r = rand_r (&seed);
  if (ck_rt_write (c, c->args[0].u, &seed, sizeof seed))
    CK_RET_I (c, r);
}

/* The drand48 family on the run's own state (glibc's generator: X = 0x5DEECE66D X + 0xB mod
 * 2^48); the forms with an xsubi[3] argument use the program's array as the state. */
void ck_bi_srand48 (CkBuiltinCall *c) { srand48_r ((long) c->args[0].i, &ck_rt (c->run)->rand48); }
void ck_bi_drand48 (CkBuiltinCall *c) { double r; drand48_r (&ck_rt (c->run)->rand48, &r); CK_RET_D (c, r); }
void ck_bi_lrand48 (CkBuiltinCall *c) { long r; lrand48_r (&ck_rt (c->run)->rand48, &r); CK_RET_I (c, r); }
void ck_bi_mrand48 (CkBuiltinCall *c) { long r; mrand48_r (&ck_rt (c->run)->rand48, &r); CK_RET_I (c, r); }

#define XSUBI_RAND(name, type, ret)                                                            \
  void ck_bi_##name (CkBuiltinCall *c)                                                         \
  {                                                                                            \
    unsigned short x[3];                                                                       \
    type r;                                                                                    \
    if (!ck_rt_read (c, c->args[0].u, x, sizeof x))                                            \
      return;                                                                                  \
    name##_r (x, &ck_rt (c->run)->rand48, &r);                                                 \
    if (ck_rt_write (c, c->args[0].u, x, sizeof x))                                            \
      ret (c, r);                                                                              \
  }
XSUBI_RAND (erand48, double, CK_RET_D)
XSUBI_RAND (nrand48, long, CK_RET_I)
XSUBI_RAND (jrand48, long, CK_RET_I)

/* ---- qsort / bsearch: the comparator is program code ------------------------------------ */

typedef struct SortCtx {
  CkBuiltinCall *c;
  guint64 base, size, cmp;
} SortCtx;

static int
sort_cmp (const void *a, const void *b, void *p)
{
  SortCtx *sc = p;
  CkVal args[2];
  /* the program ended inside an earlier call of the comparator (a fault, exit()): the host's
     qsort still finishes its passes, but no more program code runs (how many more calls the
     host's sort makes is its own business, not the program's behaviour) */
  if (sc->c->run->exited)
    return 0;
  args[0].u = sc->base + *(const guint64 *) a * sc->size;
  args[1].u = sc->base + *(const guint64 *) b * sc->size;
  return (int) ck_run_call_function (sc->c->run, sc->cmp, args, 2);
}

void
ck_bi_qsort (CkBuiltinCall *c)
{
  guint64 base = c->args[0].u, n = c->args[1].u, size = c->args[2].u;
  if (n < 2 || size == 0)
    return;
  if (n > G_MAXSIZE / size)
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s, "qsort: array too large");
      return;
    }
  guint8 *data = g_malloc (n * size);
  if (!ck_rt_read (c, base, data, n * size))
    {
      g_free (data);
      return;
    }
  /* sort indices with glibc's own (stable merge) qsort; the comparator sees the elements in
   * place, then the array is written back permuted */
  guint64 *idx = g_new (guint64, n);
  for (guint64 i = 0; i < n; i++)
    idx[i] = i;
  SortCtx sc = { c, base, size, c->args[3].u };
  qsort_r (idx, n, sizeof *idx, sort_cmp, &sc);
  guint8 *out = g_malloc (n * size);
  for (guint64 i = 0; i < n; i++)
    memcpy (out + i * size, data + idx[i] * size, size);
  ck_rt_write (c, base, out, n * size);
  g_free (out);
  g_free (idx);
  g_free (data);
}

void
ck_bi_bsearch (CkBuiltinCall *c)
{
  guint64 key = c->args[0].u, base = c->args[1].u, n = c->args[2].u, size = c->args[3].u;
  guint64 lo = 0, hi = n;
  /* glibc's bsearch, step for step */
  while (lo < hi && !c->run->exited)   /* the comparator may end the program */
    {
      guint64 mid = (lo + hi) / 2;
      CkVal args[2];
      args[0].u = key;
      args[1].u = base + mid * size;
      int r = (int) ck_run_call_function (c->run, c->args[4].u, args, 2);
      if (r < 0)
        hi = mid;
      else if (r > 0)
        lo = mid + 1;
      else
        {
          CK_RET_U (c, args[1].u);
          return;
        }
    }
  CK_RET_U (c, 0);
}

/* ---- process ----------------------------------------------------------------------------- */

void
ck_bi_exit (CkBuiltinCall *c)
{
  ck_run_exit (c->run, (int) c->args[0].i);
}

void
ck_bi_Exit (CkBuiltinCall *c)
{
  /* glibc's _Exit neither runs the atexit handlers nor flushes the streams: what printf left in
     a buffer is lost, as after abort() */
  ck_rt (c->run)->aborted = TRUE;
  ck_run_exit (c->run, (int) c->args[0].i);
}

/* abort(): SIGABRT, status 134; since glibc 2.27 the streams are not flushed. */
static void
do_abort (CkBuiltinCall *c)
{
  ck_rt (c->run)->aborted = TRUE;
  ck_run_exit (c->run, 128 + 6);
}

void ck_bi_abort (CkBuiltinCall *c) { do_abort (c); }

void
ck_bi_atexit (CkBuiltinCall *c)
{
  g_array_append_val (ck_rt (c->run)->atexit, c->args[0].u);
  CK_RET_I (c, 0);
}

void
ck_bi_getenv (CkBuiltinCall *c)
{
  char *name = ck_rt_string (c, c->args[0].u);
  if (!name)
    return;
  const char *v = getenv (name);
  CK_RET_U (c, 0);
  if (v)
    {
      /* each call gets a fresh host block the program may read (and must not free) */
      guint64 len = strlen (v) + 1;
      CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, len, 1, name,
                                 ck_rt_loc (c));
      if (a)
        {
          memcpy (ck_mem_raw (c->run->mem, a->base, len), v, len);
          CK_RET_U (c, a->base);
        }
    }
  g_free (name);
}

void
ck_bi_system (CkBuiltinCall *c)
{
  ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                "system() is not supported: cudak runs one program");
}

/* __assert_fail (assertion, file, line, function): glibc's message on the host; on the device
 * CUDA's message, then the kernel stops with cudaErrorAssert (the run maps CK_FAULT_ASSERT). */
void
ck_bi_u_assert_fail (CkBuiltinCall *c)
{
  char *expr = ck_rt_string (c, c->args[0].u);
  char *file = expr ? ck_rt_string (c, c->args[1].u) : NULL;
  char *fn = file ? ck_rt_string (c, c->args[3].u) : NULL;
  if (!fn)
    goto out;
  unsigned line = (unsigned) c->args[2].u;
  if (c->is_device)
    {
      const CkWho *who = ck_rt_who (c);
      guint32 t = who->first_thread + (guint32) c->lane;
      CkDim3 bd = who->block_dim;
      guint32 tx = bd.x ? t % bd.x : 0, ty = bd.x && bd.y ? t / bd.x % bd.y : 0;
      guint32 tz = bd.x && bd.y ? t / (bd.x * bd.y) : 0;
      ck_run_flush_device_output (c->run);
      fprintf (std_stream (c, 2),
               "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n",
               file, line, fn, who->block_idx.x, who->block_idx.y, who->block_idx.z, tx, ty, tz, expr);
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_ASSERT, c->s, "device-side assertion `%s' failed",
                    expr);
    }
  else
    {
      fflush (std_stream (c, 1));
      fprintf (std_stream (c, 2), "%s: %s:%u: %s%sAssertion `%s' failed.\n",
               program_invocation_short_name, file, line, fn, *fn ? ": " : "", expr);
      do_abort (c);
    }
out:
  g_free (expr);
  g_free (file);
  g_free (fn);
}

/* ---- getopt: the host's getopt_long on host copies of argv, mapped back ------------------ */

typedef struct OptVars {
  guint64 optarg;
  gint32 optind, opterr, optopt;
} OptVars;

static OptVars *
opt_vars (CkRun *run)
{
  return (OptVars *) ck_mem_raw (run->mem, ck_rt (run)->getopt_addr, sizeof (OptVars));
}

void ck_bi_u_cudak_optarg (CkBuiltinCall *c) { CK_RET_U (c, ck_rt (c->run)->getopt_addr); }
void ck_bi_u_cudak_optind (CkBuiltinCall *c) { CK_RET_U (c, ck_rt (c->run)->getopt_addr + 8); }
void ck_bi_u_cudak_opterr (CkBuiltinCall *c) { CK_RET_U (c, ck_rt (c->run)->getopt_addr + 12); }
void ck_bi_u_cudak_optopt (CkBuiltinCall *c) { CK_RET_U (c, ck_rt (c->run)->getopt_addr + 16); }

static void
do_getopt (CkBuiltinCall *c, gboolean is_long)
{
  int argc = (int) c->args[0].i;
  guint64 argv = c->args[1].u;
  if (argc <= 0)
    {
      CK_RET_I (c, -1);
      return;
    }
  guint64 *ptrs = g_new0 (guint64, argc + 1);
  char **hargv = g_new0 (char *, argc + 1);
  char *opts = NULL;
  struct option *lopts = NULL;
  guint64 *lflags = NULL;
  gint32 *lvals = NULL;
  int n_lopts = 0;
  GPtrArray *keep = g_ptr_array_new_with_free_func (g_free);
  if (!ck_rt_read (c, argv, ptrs, (gsize) argc * 8))
    goto out;
  /* glibc's getopt keeps a pointer into the element it is scanning ("-abc") from one call to
     the next: each argv string keeps one host copy for as long as its text does not change
     (fresh copies each call were freed under that pointer: getopt_long crashed on "-c 3") */
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->getopt_strings)
    {
      rt->getopt_strings = g_ptr_array_new_with_free_func (g_free);
      rt->getopt_host = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
    }
  for (int i = 0; i < argc; i++)
    {
      char *now = ck_rt_string (c, ptrs[i]);
      if (!now)
        goto out;
      char *host = g_hash_table_lookup (rt->getopt_host, &ptrs[i]);
      if (host && strcmp (host, now) == 0)
        g_free (now);
      else
        {
          host = now;
          g_ptr_array_add (rt->getopt_strings, host);
          g_hash_table_insert (rt->getopt_host, g_memdup2 (&ptrs[i], sizeof ptrs[i]), host);
        }
      hargv[i] = host;
    }
  if (!(opts = ck_rt_string (c, c->args[2].u)))
    goto out;
  if (is_long && c->args[3].u)
    {
      for (;; n_lopts++)
        {
          guint64 rec[4];
          if (!ck_rt_read (c, c->args[3].u + 32 * (guint64) n_lopts, rec, 32))
            goto out;
          if (rec[0] == 0)
            break;
          lopts = g_renew (struct option, lopts, n_lopts + 2);
          lflags = g_renew (guint64, lflags, n_lopts + 1);
          lvals = g_renew (gint32, lvals, n_lopts + 1);
          char *name = ck_rt_string (c, rec[0]);
          if (!name)
            goto out;
          g_ptr_array_add (keep, name);
          lopts[n_lopts].name = name;
          lopts[n_lopts].has_arg = (int) (gint32) rec[1];
          lopts[n_lopts].flag = NULL;
          lopts[n_lopts].val = 0x10000 + n_lopts;     /* which option matched */
          lflags[n_lopts] = rec[2];
          lvals[n_lopts] = (gint32) rec[3];
        }
      lopts = g_renew (struct option, lopts, n_lopts + 1);
      memset (&lopts[n_lopts], 0, sizeof lopts[n_lopts]);
    }
  OptVars *ov = opt_vars (c->run);
  optind = ov->optind;
  opterr = ov->opterr;
  int longindex = -1;
  char **before = g_memdup2 (hargv, sizeof (char *) * (argc + 1));
  int r = is_long ? getopt_long (argc, hargv, opts, lopts, &longindex)
                  : getopt (argc, hargv, opts);
  ov = opt_vars (c->run);
  ov->optind = optind;
  ov->optopt = optopt;
  ov->optarg = 0;
  /* GNU getopt permutes argv: write the permutation back, and map optarg into its string */
  guint64 *nptrs = g_new (guint64, argc);
  gboolean moved = FALSE;
  for (int i = 0; i < argc; i++)
    {
      nptrs[i] = ptrs[i];
      for (int j = 0; j < argc; j++)
        if (hargv[i] == before[j])
          nptrs[i] = ptrs[j];
      moved |= nptrs[i] != ptrs[i];
    }
  if (optarg)
    for (int j = 0; j < argc; j++)
      if (optarg >= before[j] && optarg <= before[j] + strlen (before[j]))
        ov->optarg = ptrs[j] + (guint64) (optarg - before[j]);
  if (moved)
    ck_rt_write (c, argv, nptrs, (gsize) argc * 8);
  g_free (nptrs);
  g_free (before);
  if (r >= 0x10000)
    {
      int k = r - 0x10000;
      if (lflags[k])
        {
          ck_rt_write (c, lflags[k], &lvals[k], 4);
          r = 0;
        }
      else
        r = lvals[k];
    }
  if (is_long && c->args[4].u && longindex >= 0)
    {
      gint32 li = longindex;
      ck_rt_write (c, c->args[4].u, &li, 4);
    }
  CK_RET_I (c, r);
out:
  g_ptr_array_free (keep, TRUE);
  g_free (ptrs);
  g_free (hargv);
  g_free (opts);
  g_free (lopts);
  g_free (lflags);
  g_free (lvals);
}

void ck_bi_getopt (CkBuiltinCall *c) { do_getopt (c, FALSE); }
void ck_bi_getopt_long (CkBuiltinCall *c) { do_getopt (c, TRUE); }

/* ---- time -------------------------------------------------------------------------------- */

void
ck_bi_time (CkBuiltinCall *c)
{
  gint64 t = c->run->opts.pin_time ? CK_PINNED_EPOCH : (gint64) time (NULL);
  if (c->args[0].u)
    ck_rt_write (c, c->args[0].u, &t, 8);
  CK_RET_I (c, t);
}

void
ck_bi_clock (CkBuiltinCall *c)
{
  if (c->is_device)
    {
      CK_RET_I (c, (gint32) c->run->clock);
      return;
    }
  CK_RET_I (c, c->run->opts.pin_time ? 0 : (gint64) clock ());
}

void
ck_bi_gettimeofday (CkBuiltinCall *c)
{
  struct timeval tv;
  gettimeofday (&tv, NULL);
  if (c->run->opts.pin_time)
    tv.tv_sec = CK_PINNED_EPOCH, tv.tv_usec = 0;
  gint64 v[2] = { tv.tv_sec, tv.tv_usec };
  if (c->args[0].u && !ck_rt_write (c, c->args[0].u, v, 16))
    return;
  CK_RET_I (c, 0);
}

void
ck_bi_clock_gettime (CkBuiltinCall *c)
{
  struct timespec ts;
  if (clock_gettime ((clockid_t) c->args[0].i, &ts) != 0)
    {
      set_errno (c, errno);
      CK_RET_I (c, -1);
      return;
    }
  if (c->run->opts.pin_time)
    ts.tv_sec = c->args[0].i == CLOCK_REALTIME ? CK_PINNED_EPOCH : 0, ts.tv_nsec = 0;
  gint64 v[2] = { ts.tv_sec, ts.tv_nsec };
  if (ck_rt_write (c, c->args[1].u, v, 16))
    CK_RET_I (c, 0);
}

void ck_bi_difftime (CkBuiltinCall *c) { CK_RET_D (c, (double) c->args[0].i - (double) c->args[1].i); }

/* ---- broken-down time: glibc's on the host, struct tm in program memory ------------------- */

/* struct tm as glibc lays it out: nine ints, long tm_gmtoff at 40, const char *tm_zone at 48 */
enum { TM_SIZE = 56 };

static gboolean
tm_write (CkBuiltinCall *c, guint64 addr, const struct tm *h)
{
  guint8 b[TM_SIZE] = { 0 };
  gint32 v[9] = { h->tm_sec, h->tm_min, h->tm_hour, h->tm_mday, h->tm_mon, h->tm_year,
                  h->tm_wday, h->tm_yday, h->tm_isdst };
  gint64 off = h->tm_gmtoff;
  guint64 zone = h->tm_zone ? ck_rt_static_string (c, FALSE, h->tm_zone) : 0;
  memcpy (b, v, sizeof v);
  memcpy (b + 40, &off, 8);
  memcpy (b + 48, &zone, 8);
  return ck_rt_write (c, addr, b, TM_SIZE);
}

/* The program's struct tm at [addr] into [h]: its nine ints, and with [zone_too] (strftime's %z
 * and %Z, which glibc takes from them) tm_gmtoff and tm_zone, whose name goes in [*zone]
 * (g_free it); mktime and asctime read only the ints, as glibc's do. */
static gboolean
tm_read (CkBuiltinCall *c, guint64 addr, struct tm *h, gboolean zone_too, char **zone)
{
  guint8 b[TM_SIZE];
  *zone = NULL;
  if (!ck_rt_read (c, addr, b, zone_too ? TM_SIZE : 36))
    return FALSE;
  gint32 v[9];
  memcpy (v, b, sizeof v);
  memset (h, 0, sizeof *h);
  h->tm_sec = v[0], h->tm_min = v[1], h->tm_hour = v[2], h->tm_mday = v[3], h->tm_mon = v[4];
  h->tm_year = v[5], h->tm_wday = v[6], h->tm_yday = v[7], h->tm_isdst = v[8];
  if (zone_too)
    {
      gint64 off;
      guint64 z;
      memcpy (&off, b + 40, 8);
      memcpy (&z, b + 48, 8);
      h->tm_gmtoff = off;
      if (z && !(*zone = ck_rt_string (c, z)))
        return FALSE;
      h->tm_zone = *zone;
    }
  return TRUE;
}

static guint64
static_tm (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->tm_addr)
    rt->tm_addr = ck_rt_static_block (c->run, TM_SIZE, "the struct tm of gmtime and localtime");
  return rt->tm_addr;
}

static void
break_down (CkBuiltinCall *c, gboolean local, guint64 out)
{
  gint64 t;
  struct tm h;
  if (!ck_rt_read (c, c->args[0].u, &t, 8))
    return;
  time_t tt = (time_t) t;
  if (!(local ? localtime_r (&tt, &h) : gmtime_r (&tt, &h)))
    {
      set_errno (c, errno);
      CK_RET_U (c, 0);
      return;
    }
  if (tm_write (c, out, &h))
    CK_RET_U (c, out);
}

void ck_bi_gmtime (CkBuiltinCall *c) { break_down (c, FALSE, static_tm (c)); }
void ck_bi_localtime (CkBuiltinCall *c) { break_down (c, TRUE, static_tm (c)); }
void ck_bi_gmtime_r (CkBuiltinCall *c) { break_down (c, FALSE, c->args[1].u); }
void ck_bi_localtime_r (CkBuiltinCall *c) { break_down (c, TRUE, c->args[1].u); }

void
ck_bi_mktime (CkBuiltinCall *c)
{
  struct tm h;
  char *zone;
  if (!tm_read (c, c->args[0].u, &h, FALSE, &zone))
    return;
  time_t t = mktime (&h);   /* normalises the fields, as the program sees */
  g_free (zone);
  if (t != (time_t) -1 && !tm_write (c, c->args[0].u, &h))
    return;
  CK_RET_I (c, (gint64) t);
}

void
ck_bi_strftime (CkBuiltinCall *c)
{
  guint64 max = c->args[1].u;
  char *fmt = ck_rt_string (c, c->args[2].u);
  struct tm h;
  char *zone = NULL;
  if (!fmt || !tm_read (c, c->args[3].u, &h, strstr (fmt, "%z") || strstr (fmt, "%Z") || strstr (fmt, "%c")
                                                 || strstr (fmt, "%+"), &zone))
    {
      g_free (fmt);
      return;
    }
  char *buf = g_malloc (max ? max : 1);
  size_t n = max ? strftime (buf, max, fmt, &h) : 0;
  if (n == 0 || ck_rt_write (c, c->args[0].u, buf, n + 1))
    CK_RET_U (c, n);
  g_free (buf);
  g_free (zone);
  g_free (fmt);
}

static void
asctime_into (CkBuiltinCall *c, const struct tm *h)
{
  CkRuntime *rt = ck_rt (c->run);
  char buf[64];
  if (!asctime_r (h, buf))
    {
      set_errno (c, errno);
      CK_RET_U (c, 0);
      return;
    }
  if (!rt->asctime_addr)
    rt->asctime_addr = ck_rt_static_block (c->run, 26, "the string of asctime and ctime");
  if (strlen (buf) < 26 && ck_rt_write (c, rt->asctime_addr, buf, strlen (buf) + 1))
    CK_RET_U (c, rt->asctime_addr);
}

void
ck_bi_asctime (CkBuiltinCall *c)
{
  struct tm h;
  char *zone;
  if (tm_read (c, c->args[0].u, &h, FALSE, &zone))
    asctime_into (c, &h);
  g_free (zone);
}

void
ck_bi_ctime (CkBuiltinCall *c)
{
  gint64 t;
  struct tm h;
  if (!ck_rt_read (c, c->args[0].u, &t, 8))
    return;
  time_t tt = (time_t) t;
  if (localtime_r (&tt, &h))
    asctime_into (c, &h);
  else
    CK_RET_U (c, 0);
}

/* ---- string.h ---------------------------------------------------------------------------- */

/* Reads [n] bytes of the program at [addr] into a new buffer; NULL after a fault. */
static guint8 *
read_block (CkBuiltinCall *c, guint64 addr, gsize n)
{
  guint8 *b = g_malloc (n ? n : 1);
  if (!ck_rt_read (c, addr, b, n))
    {
      g_free (b);
      return NULL;
    }
  return b;
}

/* memcpy and memmove: one copy through the memory layer, so that per-byte state such as
 * initialisation follows the bytes. */
static void
copy_bytes (CkBuiltinCall *c)
{
  if (ck_mem_copy_bytes (c->run, c->w, c->lane, c->args[0].u, c->args[1].u, c->args[2].u,
                         ck_rt_loc (c)))
    CK_RET_U (c, c->args[0].u);
  else
    ck_rt_access_failed (c);
}

void
ck_bi_memcpy (CkBuiltinCall *c)
{
  guint64 d = c->args[0].u, s = c->args[1].u, n = c->args[2].u;
  if (n && d < s + n && s < d + n)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_API_MISUSE, c->s,
                  "memcpy: source and destination overlap (use memmove)");
  copy_bytes (c);
}

void ck_bi_memmove (CkBuiltinCall *c) { copy_bytes (c); }

void
ck_bi_memset (CkBuiltinCall *c)
{
  guint64 n = c->args[2].u;
  if (n == 0 || ck_mem_fill_bytes (c->run, c->w, c->lane, c->args[0].u, (int) c->args[1].i, n,
                                   ck_rt_loc (c)))
    CK_RET_U (c, c->args[0].u);
  else
    ck_rt_access_failed (c);
}

void
ck_bi_memcmp (CkBuiltinCall *c)
{
  guint64 n = c->args[2].u;
  guint8 *a = read_block (c, c->args[0].u, n);
  guint8 *b = a ? read_block (c, c->args[1].u, n) : NULL;
  if (b)
    {
      int r = memcmp (a, b, n);
      CK_RET_I (c, r < 0 ? -1 : r > 0);
    }
  g_free (a);
  g_free (b);
}

void
ck_bi_memchr (CkBuiltinCall *c)
{
  guint64 n = c->args[2].u;
  guint8 *a = read_block (c, c->args[0].u, n);
  if (!a)
    return;
  guint8 *p = memchr (a, (int) c->args[1].i, n);
  CK_RET_U (c, p ? c->args[0].u + (guint64) (p - a) : 0);
  g_free (a);
}

void
ck_bi_strlen (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (s)
    CK_RET_U (c, strlen (s));
  g_free (s);
}

void
ck_bi_strnlen (CkBuiltinCall *c)
{
  char *s = ck_rt_string_max (c, c->args[0].u, c->args[1].u);
  if (s)
    CK_RET_U (c, strnlen (s, c->args[1].u));
  g_free (s);
}

void
ck_bi_strcpy (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[1].u);
  if (s && ck_rt_write (c, c->args[0].u, s, strlen (s) + 1))
    CK_RET_U (c, c->args[0].u);
  g_free (s);
}

void
ck_bi_strncpy (CkBuiltinCall *c)
{
  guint64 n = c->args[2].u;
  char *s = ck_rt_string_max (c, c->args[1].u, n);
  if (!s)
    return;
  char *b = g_malloc0 (n ? n : 1);
  memcpy (b, s, strnlen (s, n));
  if (ck_rt_write (c, c->args[0].u, b, n))
    CK_RET_U (c, c->args[0].u);
  g_free (b);
  g_free (s);
}

void
ck_bi_strcat (CkBuiltinCall *c)
{
  char *d = ck_rt_string (c, c->args[0].u);
  char *s = d ? ck_rt_string (c, c->args[1].u) : NULL;
  if (s && ck_rt_write (c, c->args[0].u + strlen (d), s, strlen (s) + 1))
    CK_RET_U (c, c->args[0].u);
  g_free (d);
  g_free (s);
}

void
ck_bi_strncat (CkBuiltinCall *c)
{
  char *d = ck_rt_string (c, c->args[0].u);
  char *s = d ? ck_rt_string_max (c, c->args[1].u, c->args[2].u) : NULL;
  if (s)
    {
      gsize k = strnlen (s, c->args[2].u);
      s[k] = 0;
      if (ck_rt_write (c, c->args[0].u + strlen (d), s, k + 1))
        CK_RET_U (c, c->args[0].u);
    }
  g_free (d);
  g_free (s);
}

#define STRCMP(name, expr, max) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *a = ck_rt_string_max (c, c->args[0].u, max); \
    char *b = a ? ck_rt_string_max (c, c->args[1].u, max) : NULL; \
    if (b) \
      { \
        int r = expr; \
        CK_RET_I (c, r < 0 ? -1 : r > 0); \
      } \
    g_free (a); \
    g_free (b); \
  }
STRCMP (strcmp, strcmp (a, b), G_MAXSIZE)
STRCMP (strncmp, strncmp (a, b, c->args[2].u), c->args[2].u)
STRCMP (strcasecmp, strcasecmp (a, b), G_MAXSIZE)
STRCMP (strncasecmp, strncasecmp (a, b, c->args[2].u), c->args[2].u)

void
ck_bi_strchr (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (!s)
    return;
  char *p = strchr (s, (int) c->args[1].i);
  CK_RET_U (c, p ? c->args[0].u + (guint64) (p - s) : 0);
  g_free (s);
}

void
ck_bi_strrchr (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (!s)
    return;
  char *p = strrchr (s, (int) c->args[1].i);
  CK_RET_U (c, p ? c->args[0].u + (guint64) (p - s) : 0);
  g_free (s);
}

#define STRSEARCH(name, expr) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *s = ck_rt_string (c, c->args[0].u); \
    char *t = s ? ck_rt_string (c, c->args[1].u) : NULL; \
    if (t) \
      expr; \
    g_free (s); \
    g_free (t); \
  }
STRSEARCH (strstr, { char *p = strstr (s, t); CK_RET_U (c, p ? c->args[0].u + (guint64) (p - s) : 0); })
STRSEARCH (strpbrk, { char *p = strpbrk (s, t); CK_RET_U (c, p ? c->args[0].u + (guint64) (p - s) : 0); })
STRSEARCH (strspn, CK_RET_U (c, strspn (s, t)))
STRSEARCH (strcspn, CK_RET_U (c, strcspn (s, t)))

static void
dup_string (CkBuiltinCall *c, char *s, gsize n)
{
  guint64 p = heap_alloc (c, n + 1, 16, CK_ALLOC_MALLOC);
  s[n] = 0;
  if (p && ck_rt_write (c, p, s, n + 1))
    CK_RET_U (c, p);
  else
    CK_RET_U (c, 0);
}

void
ck_bi_strdup (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (s)
    dup_string (c, s, strlen (s));
  g_free (s);
}

void
ck_bi_strndup (CkBuiltinCall *c)
{
  char *s = ck_rt_string_max (c, c->args[0].u, c->args[1].u);
  if (s)
    dup_string (c, s, strnlen (s, c->args[1].u));
  g_free (s);
}

void
ck_bi_strtok (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  guint64 start = c->args[0].u ? c->args[0].u : rt->strtok_next;
  CK_RET_U (c, 0);
  if (!start)
    return;
  char *s = ck_rt_string (c, start);
  char *delim = s ? ck_rt_string (c, c->args[1].u) : NULL;
  if (!delim)
    goto out;
  gsize b = strspn (s, delim);
  if (!s[b])
    {
      rt->strtok_next = 0;
      goto out;
    }
  gsize e = b + strcspn (s + b, delim);
  if (s[e])
    {
      char z = 0;
      if (!ck_rt_write (c, start + e, &z, 1))
        goto out;
      rt->strtok_next = start + e + 1;
    }
  else
    rt->strtok_next = 0;
  CK_RET_U (c, start + b);
out:
  g_free (s);
  g_free (delim);
}

void
ck_bi_strerror (CkBuiltinCall *c)
{
  const char *m = g_strerror ((int) c->args[0].i);
  guint64 len = strlen (m) + 1;
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, len, 1, "strerror",
                             ck_rt_loc (c));
  CK_RET_U (c, 0);
  if (a)
    {
      memcpy (ck_mem_raw (c->run->mem, a->base, len), m, len);
      a->is_readonly = TRUE;
      CK_RET_U (c, a->base);
    }
}

/* ---- ctype.h: the C locale --------------------------------------------------------------- */

/* A class's bit in glibc's table, as glibc's macros and functions return it (isalpha ('x') is
 * 1024, printf shows it), 0 outside it. */
#define CTYPE(name) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    int ch = (int) c->args[0].i; \
    CK_RET_I (c, ch == EOF || (ch >= 0 && ch < 256) ? name (ch) : 0); \
  }
CTYPE (isalpha) CTYPE (isdigit) CTYPE (isalnum) CTYPE (isspace) CTYPE (isupper) CTYPE (islower)
CTYPE (isxdigit) CTYPE (ispunct) CTYPE (isprint) CTYPE (isgraph) CTYPE (iscntrl) CTYPE (isblank)

/* isdigit in C++, where <cctype> leaves no macro and g++ folds the call to
 * `(unsigned) c - '0' <= 9`: 0 or 1 */
void
ck_bi_isdigit_folded (CkBuiltinCall *c)
{
  CK_RET_I (c, (guint32) c->args[0].i - '0' <= 9);
}

void
ck_bi_toupper (CkBuiltinCall *c)
{
  int ch = (int) c->args[0].i;
  CK_RET_I (c, ch >= 'a' && ch <= 'z' ? ch - 32 : ch);
}

void
ck_bi_tolower (CkBuiltinCall *c)
{
  int ch = (int) c->args[0].i;
  CK_RET_I (c, ch >= 'A' && ch <= 'Z' ? ch + 32 : ch);
}
