/* interp/printf.c — glibc-exact printf and scanf for the interpreted program: the format is walked
 * here and each single conversion is handed to the host's snprintf / sscanf / fscanf with its
 * argument converted to exactly the C type its length modifier names (issue 5).
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <stddef.h>
#include <sys/types.h>
#include <wchar.h>
#include "frontend/type.h"
#include "interp/printf.h"

/* A conversion specification of printf or scanf, split into its parts. */
typedef struct Spec {
  char flags[8];
  int n_flags;
  gboolean has_width, width_star;
  int width, width_pos;        /* width_pos: n of `*n$`, 0 if sequential */
  gboolean has_prec, prec_star;
  int prec, prec_pos;
  char len[3];                 /* "", "hh", "h", "l", "ll", "L", "q", "j", "z", "Z", "t" */
  char conv;
  int pos;                     /* n of `%n$`, 0 if sequential */
  gboolean suppress;           /* scanf `*` */
  gboolean alloc;              /* scanf `m` */
  const char *set, *set_end;   /* scanf `[...]`: from '[' to past ']' */
} Spec;

CkFArgClass
ck_printf_arg_class (const CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_FLOAT:
    case CK_TY_DOUBLE:
      return CK_FARG_DOUBLE;
    case CK_TY_LDOUBLE:
      return CK_FARG_LDOUBLE;
    case CK_TY_PTR:
    case CK_TY_ARRAY:
    case CK_TY_FUNC:
      return CK_FARG_PTR;
    default:
      return t->is_unsigned ? CK_FARG_UINT : CK_FARG_INT;
    }
}

/* Reads a decimal number at [*p]; -1 if there is none. Saturates instead of overflowing. */
static int
parse_num (const char **p)
{
  const char *s = *p;
  if (!g_ascii_isdigit (*s))
    return -1;
  gint64 n = 0;
  while (g_ascii_isdigit (*s))
    {
      n = n * 10 + (*s++ - '0');
      if (n > G_MAXINT)
        n = G_MAXINT;
    }
  *p = s;
  return (int) n;
}

/* Reads `n$` at [*p] if present: returns n, else 0 with [*p] unchanged. */
static int
parse_pos (const char **p)
{
  const char *s = *p;
  int n = parse_num (&s);
  if (n > 0 && *s == '$')
    {
      *p = s + 1;
      return n;
    }
  return 0;
}

static void
parse_len (const char **p, Spec *sp)
{
  const char *s = *p;
  memset (sp->len, 0, sizeof sp->len);
  if ((s[0] == 'h' && s[1] == 'h') || (s[0] == 'l' && s[1] == 'l'))
    {
      sp->len[0] = s[0];
      sp->len[1] = s[1];
      s += 2;
    }
  else if (strchr ("hlLqjzZt", *s) && *s)
    sp->len[0] = *s++;
  *p = s;
}

/* The size in bytes of the integer a length modifier names (also %n's target). */
static int
len_int_size (const Spec *sp)
{
  if (strcmp (sp->len, "hh") == 0)
    return 1;
  if (strcmp (sp->len, "h") == 0)
    return 2;
  if (sp->len[0] == 0)
    return 4;
  return 8;
}

/* Appends the output of the host's snprintf for one conversion. FALSE on an encoding error. */
static gboolean
emit (GString *out, const char *spec, ...)
{
  char buf[256];
  va_list ap;
  va_start (ap, spec);
  int n = vsnprintf (buf, sizeof buf, spec, ap);
  va_end (ap);
  if (n < 0)
    return FALSE;
  if ((gsize) n < sizeof buf)
    {
      g_string_append_len (out, buf, n);
      return TRUE;
    }
  char *big = g_malloc ((gsize) n + 1);
  va_start (ap, spec);
  vsnprintf (big, (gsize) n + 1, spec, ap);
  va_end (ap);
  g_string_append_len (out, big, n);
  g_free (big);
  return TRUE;
}

typedef struct ArgCursor {
  const CkFormatArg *args;
  int n_args;
  int next;
} ArgCursor;

/* The argument for position [pos] (1-based, from `n$`) or the next sequential one. */
static const CkFormatArg *
take_arg (ArgCursor *ac, int pos, char **error)
{
  int i = pos > 0 ? pos - 1 : ac->next++;
  if (i >= ac->n_args)
    {
      *error = g_strdup_printf ("format needs argument %d but the call passes %d", i + 1,
                                ac->n_args);
      return NULL;
    }
  return &ac->args[i];
}

static const char *const class_name[] = {
  [CK_FARG_INT] = "a signed integer", [CK_FARG_UINT] = "an unsigned integer",
  [CK_FARG_DOUBLE] = "'double'", [CK_FARG_LDOUBLE] = "'long double'", [CK_FARG_PTR] = "a pointer",
};

static char *
mismatch (const Spec *sp, const char *spec, const CkFormatArg *a, const char *want, int argno)
{
  (void) sp;
  return g_strdup_printf ("format '%s' expects %s, but argument %d is %s", spec, want, argno,
                          class_name[a->cls]);
}

/* Integer value of [a] for an integer conversion; FALSE if it is a floating value. */
static gboolean
int_value (const CkFormatArg *a, guint64 *v)
{
  if (a->cls == CK_FARG_DOUBLE || a->cls == CK_FARG_LDOUBLE)
    return FALSE;
  *v = a->v.u;
  return TRUE;
}

gboolean
ck_printf_format (GString *out, const char *fmt, const CkFormatArg *args, int n_args,
                  const CkFormatIO *io, char **error)
{
  ArgCursor ac = { args, n_args, 0 };
  gsize start_len = out->len;
  const char *p = fmt;
  *error = NULL;

  while (*p)
    {
      if (*p != '%')
        {
          const char *q = strchr (p, '%');
          if (!q)
            q = p + strlen (p);
          g_string_append_len (out, p, q - p);
          p = q;
          continue;
        }
      const char *dir = p++;
      if (*p == '%')
        {
          g_string_append_c (out, '%');
          p++;
          continue;
        }
      Spec sp;
      memset (&sp, 0, sizeof sp);
      sp.pos = parse_pos (&p);
      while (*p && strchr ("-+ #0'I", *p))
        {
          if (sp.n_flags < (int) sizeof sp.flags - 2)
            sp.flags[sp.n_flags++] = *p;
          p++;
        }
      if (*p == '*')
        {
          p++;
          sp.width_star = TRUE;
          sp.has_width = TRUE;
          sp.width_pos = parse_pos (&p);
        }
      else if ((sp.width = parse_num (&p)) >= 0)
        sp.has_width = TRUE;
      if (*p == '.')
        {
          p++;
          sp.has_prec = TRUE;
          if (*p == '*')
            {
              p++;
              sp.prec_star = TRUE;
              sp.prec_pos = parse_pos (&p);
            }
          else if ((sp.prec = parse_num (&p)) < 0)
            sp.prec = 0;
        }
      parse_len (&p, &sp);
      sp.conv = *p;
      if (*p)
        p++;
      int argno = 0;

      /* the `*` arguments come before the converted value */
      if (sp.width_star)
        {
          const CkFormatArg *a = take_arg (&ac, sp.width_pos, error);
          guint64 v;
          if (!a)
            return FALSE;
          if (!int_value (a, &v))
            {
              *error = g_strdup ("field width '*' expects an int argument, but it is a floating value");
              return FALSE;
            }
          sp.width = (int) v;
          if (sp.width < 0)
            {
              sp.width = sp.width == G_MININT ? G_MAXINT : -sp.width;
              sp.flags[sp.n_flags++] = '-';
            }
        }
      if (sp.prec_star)
        {
          const CkFormatArg *a = take_arg (&ac, sp.prec_pos, error);
          guint64 v;
          if (!a)
            return FALSE;
          if (!int_value (a, &v))
            {
              *error = g_strdup ("precision '*' expects an int argument, but it is a floating value");
              return FALSE;
            }
          sp.prec = (int) v;
          if (sp.prec < 0)
            sp.has_prec = FALSE;
        }

      /* the conversion as the host's snprintf gets it: no positions, no stars */
      char spec[64];
      int sl = 0;
      spec[sl++] = '%';
      memcpy (spec + sl, sp.flags, sp.n_flags);
      sl += sp.n_flags;
      if (sp.has_width)
        sl += g_snprintf (spec + sl, sizeof spec - sl, "%d", sp.width);
      if (sp.has_prec)
        sl += g_snprintf (spec + sl, sizeof spec - sl, ".%d", sp.prec);
      sl += g_snprintf (spec + sl, sizeof spec - sl, "%s%c", sp.len, sp.conv ? sp.conv : ' ');
      spec[sl - (sp.conv ? 0 : 1)] = 0;

      const CkFormatArg *a = NULL;
      guint64 v = 0;
      gboolean ok = TRUE;
      switch (sp.conv)
        {
        case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'c':
          argno = sp.pos > 0 ? sp.pos : ac.next + 1;
          if (!(a = take_arg (&ac, sp.pos, error)))
            return FALSE;
          if (!int_value (a, &v))
            {
              *error = mismatch (&sp, spec, a, sp.conv == 'c' ? "an int" : "an integer", argno);
              return FALSE;
            }
          if (sp.conv == 'c')
            {
              if (sp.len[0] == 'l')
                ok = emit (out, spec, (wint_t) v);
              else
                ok = emit (out, spec, (int) v);
            }
          else if (sp.conv == 'd' || sp.conv == 'i')
            {
              if (len_int_size (&sp) == 8)
                ok = emit (out, spec, (long long) v);
              else
                ok = emit (out, spec, (int) v);
            }
          else if (len_int_size (&sp) == 8)
            ok = emit (out, spec, (unsigned long long) v);
          else
            ok = emit (out, spec, (unsigned) v);
          break;

        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
          argno = sp.pos > 0 ? sp.pos : ac.next + 1;
          if (!(a = take_arg (&ac, sp.pos, error)))
            return FALSE;
          if (sp.len[0] == 'L')
            {
              if (a->cls != CK_FARG_LDOUBLE)
                {
                  *error = mismatch (&sp, spec, a, "'long double'", argno);
                  return FALSE;
                }
              ok = emit (out, spec, a->v.ld);
            }
          else
            {
              if (a->cls != CK_FARG_DOUBLE)
                {
                  *error = mismatch (&sp, spec, a, "'double'", argno);
                  return FALSE;
                }
              ok = emit (out, spec, a->v.d);
            }
          break;

        case 'p':
          argno = sp.pos > 0 ? sp.pos : ac.next + 1;
          if (!(a = take_arg (&ac, sp.pos, error)))
            return FALSE;
          if (!int_value (a, &v))
            {
              *error = mismatch (&sp, spec, a, "a pointer", argno);
              return FALSE;
            }
          ok = emit (out, spec, (void *) (uintptr_t) v);
          break;

        case 's':
          argno = sp.pos > 0 ? sp.pos : ac.next + 1;
          if (!(a = take_arg (&ac, sp.pos, error)))
            return FALSE;
          if (a->cls != CK_FARG_PTR && !(a->cls <= CK_FARG_UINT && a->v.u == 0))
            {
              *error = mismatch (&sp, spec, a, "a string", argno);
              return FALSE;
            }
          if (sp.len[0] == 'l')
            {
              *error = g_strdup ("wide strings ('%ls') are not supported");
              return FALSE;
            }
          if (a->v.u == 0)
            ok = emit (out, spec, (const char *) NULL);    /* glibc prints "(null)" */
          else
            {
              char *str = io->read_string (io->self, a->v.u,
                                           sp.has_prec ? (gsize) sp.prec : G_MAXSIZE);
              if (!str)
                return FALSE;
              ok = emit (out, spec, str);
              g_free (str);
            }
          break;

        case 'n':
          {
            argno = sp.pos > 0 ? sp.pos : ac.next + 1;
            if (!(a = take_arg (&ac, sp.pos, error)))
              return FALSE;
            if (a->cls != CK_FARG_PTR)
              {
                *error = mismatch (&sp, spec, a, "a pointer", argno);
                return FALSE;
              }
            gint64 count = (gint64) (out->len - start_len);
            if (!io->write_bytes (io->self, a->v.u, &count, len_int_size (&sp)))
              return FALSE;
            break;
          }

        case '%':
          g_string_append_c (out, '%');    /* glibc ignores flags and width of "%5%" */
          break;

        case 'm':
          spec[sl - 1] = 's';
          ok = emit (out, spec, g_strerror (io->err_no));
          break;

        default:
          /* glibc prints an unknown directive as written */
          g_string_append_len (out, dir, p - dir);
          break;
        }
      if (!ok)
        {
          *error = g_strdup_printf ("'%s' could not be converted (invalid character)", spec);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- scanf ------------------------------------------------------------------------------- */

static int
in_getc (CkScanInput *in)
{
  if (in->fp)
    return getc (in->fp);
  if (!in->str[in->pos])
    return EOF;
  return (unsigned char) in->str[in->pos++];
}

static void
in_ungetc (CkScanInput *in, int c)
{
  if (c == EOF)
    return;
  if (in->fp)
    ungetc (c, in->fp);
  else
    in->pos--;
}

/* One host conversion [spec] (which ends in "%n") into [buf]; returns the host's result and
 * the characters consumed in [*nread] (-1 if the conversion failed). */
static int
host_scan (CkScanInput *in, const char *spec, void *buf, int *nread)
{
  *nread = -1;
  int r;
  if (in->fp)
    r = buf ? fscanf (in->fp, spec, buf, nread) : fscanf (in->fp, spec, nread);
  else
    {
      r = buf ? sscanf (in->str + in->pos, spec, buf, nread) : sscanf (in->str + in->pos, spec, nread);
      if (*nread >= 0)
        in->pos += *nread;
    }
  return r;
}

int
ck_scanf_scan (CkScanInput *in, const char *fmt, const CkFormatArg *args, int n_args,
               const CkFormatIO *io, char **error)
{
  ArgCursor ac = { args, n_args, 0 };
  int done = 0;
  gsize consumed = 0;
  const char *p = fmt;
  *error = NULL;

  while (*p)
    {
      if (g_ascii_isspace (*p))
        {
          while (g_ascii_isspace (*p))
            p++;
          int c;
          while ((c = in_getc (in)) != EOF && g_ascii_isspace (c))
            consumed++;
          in_ungetc (in, c);
          continue;
        }
      if (*p != '%' || p[1] == '%')
        {
          char want = *p;
          if (want == '%')
            {
              p++;
              int c;
              while ((c = in_getc (in)) != EOF && g_ascii_isspace (c))
                consumed++;
              in_ungetc (in, c);
            }
          p++;
          int c = in_getc (in);
          if (c == EOF)
            return done ? done : EOF;
          if (c != (unsigned char) want)
            {
              in_ungetc (in, c);
              return done;
            }
          consumed++;
          continue;
        }

      Spec sp;
      memset (&sp, 0, sizeof sp);
      p++;
      sp.pos = parse_pos (&p);
      if (*p == '*')
        {
          sp.suppress = TRUE;
          p++;
        }
      sp.width = parse_num (&p);
      sp.has_width = sp.width > 0;
      if (*p == 'm')
        {
          sp.alloc = TRUE;
          p++;
        }
      parse_len (&p, &sp);
      sp.conv = *p;
      if (!*p)
        {
          *error = g_strdup ("incomplete conversion at the end of the format");
          return -2;
        }
      p++;
      if (sp.conv == '[')
        {
          sp.set = p - 1;
          if (*p == '^')
            p++;
          if (*p == ']')
            p++;
          while (*p && *p != ']')
            p++;
          if (!*p)
            {
              *error = g_strdup ("unterminated '[' set in the format");
              return -2;
            }
          p++;
          sp.set_end = p;
        }
      if (sp.alloc)
        {
          *error = g_strdup ("the 'm' (allocate) modifier of scanf is not supported");
          return -2;
        }

      const CkFormatArg *a = NULL;
      if (!sp.suppress || sp.conv == 'n')
        {
          int argno = sp.pos > 0 ? sp.pos : ac.next + 1;
          if (!(a = take_arg (&ac, sp.pos, error)))
            return -2;
          if (a->cls != CK_FARG_PTR)
            {
              *error = g_strdup_printf ("conversion '%%%c' expects a pointer, but argument %d is %s",
                                        sp.conv, argno, class_name[a->cls]);
              return -2;
            }
        }
      if (sp.conv == 'n')
        {
          if (!sp.suppress)
            {
              gint64 cnt = (gint64) consumed;
              if (!io->write_bytes (io->self, a->v.u, &cnt, len_int_size (&sp)))
                return -2;
            }
          continue;
        }

      /* the directive for the host: width, length, conversion (strings allocated by the host) */
      GString *spec = g_string_new ("%");
      if (sp.suppress)
        g_string_append_c (spec, '*');
      if (sp.has_width)
        g_string_append_printf (spec, "%d", sp.width);
      gboolean is_str = sp.conv == 's' || sp.conv == 'c' || sp.conv == '[';
      /* %ms and %m[ let glibc allocate; %c gets a buffer of its width (no terminating NUL, which
         AddressSanitizer's scanf interceptor would look for behind an %mc result) */
      if (is_str && !sp.suppress && sp.conv != 'c')
        g_string_append_c (spec, 'm');
      if (!is_str)
        g_string_append (spec, sp.len);
      if (sp.conv == '[')
        g_string_append_len (spec, sp.set, sp.set_end - sp.set);
      else
        g_string_append_c (spec, sp.conv);
      g_string_append (spec, "%n");

      union { long long ll; long double ld; double d; float f; void *ptr; char *str; } val;
      memset (&val, 0, sizeof val);
      int nread, r, size = 0;
      switch (sp.conv)
        {
        case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
          size = len_int_size (&sp);
          break;
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
          size = sp.len[0] == 'L' ? 16 : sp.len[0] == 'l' ? 8 : 4;
          break;
        case 'p':
          size = 8;
          break;
        case 's': case 'c': case '[':
          break;
        default:
          *error = g_strdup_printf ("unknown scanf conversion '%%%c'", sp.conv);
          g_string_free (spec, TRUE);
          return -2;
        }
      if (sp.conv == 'c' && !sp.suppress)
        val.str = malloc ((gsize) (sp.has_width ? sp.width : 1));
      r = host_scan (in, spec->str, sp.suppress ? NULL : sp.conv == 'c' ? (void *) val.str : (void *) &val,
                     &nread);
      g_string_free (spec, TRUE);
      if (r == EOF)
        {
          if (sp.conv == 'c' && !sp.suppress)
            free (val.str);
          return done ? done : EOF;
        }
      if (nread < 0)
        {
          if (is_str && !sp.suppress)
            free (val.str);
          return done;
        }
      consumed += (gsize) nread;
      if (sp.suppress)
        continue;
      gboolean ok;
      if (is_str)
        {
          gsize n = sp.conv == 'c' ? (gsize) (sp.has_width ? sp.width : 1) : strlen (val.str) + 1;
          ok = io->write_bytes (io->self, a->v.u, val.str, n);
          free (val.str);
        }
      else
        ok = io->write_bytes (io->self, a->v.u, &val, (gsize) size);
      if (!ok)
        return -2;
      done++;
    }
  return done;
}
