/* tests/test-printf.c — unit tests of interp/printf.c: the format engine against the host's
 * glibc printf for every conversion, flag, width and precision; scanf against glibc's sscanf.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "interp/printf.h"

/* A fake program memory: generic address N is byte N of [mem]. */
typedef struct FakeMem {
  char mem[256];
  int faults;
} FakeMem;

static char *
fake_read_string (gpointer self, guint64 addr, gsize max)
{
  FakeMem *m = self;
  if (addr >= sizeof m->mem)
    {
      m->faults++;
      return NULL;
    }
  return g_strndup (m->mem + addr, MIN (max, sizeof m->mem - addr));
}

static gboolean
fake_write_bytes (gpointer self, guint64 addr, const void *buf, gsize size)
{
  FakeMem *m = self;
  if (addr + size > sizeof m->mem)
    {
      m->faults++;
      return FALSE;
    }
  memcpy (m->mem + addr, buf, size);
  return TRUE;
}

static FakeMem fake;
static const CkFormatIO fake_io = { &fake, fake_read_string, fake_write_bytes, 0 };

static char *
fmt1 (const char *fmt, const CkFormatArg *args, int n)
{
  GString *out = g_string_new (NULL);
  char *err = NULL;
  gboolean ok = ck_printf_format (out, fmt, args, n, &fake_io, &err);
  if (!ok)
    {
      g_test_message ("%s: %s", fmt, err ? err : "(callback)");
      g_free (err);
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

static CkFormatArg
iarg (gint64 v)
{
  CkFormatArg a = { { .i = v }, CK_FARG_INT };
  return a;
}

static CkFormatArg
darg (double v)
{
  CkFormatArg a;
  memset (&a, 0, sizeof a);
  a.v.d = v;
  a.cls = CK_FARG_DOUBLE;
  return a;
}

static const char *const flag_sets[] = { "", "-", "+", " ", "#", "0", "-+", "+0", "# 0", "-#" };
static const char *const widths[] = { "", "1", "8", "25" };
static const char *const precs[] = { "", ".", ".0", ".1", ".3", ".12" };

static void
test_ints (void)
{
  g_test_summary ("integer conversions with every flag, width, precision and length modifier match glibc");
  static const long long vals[] = { 0, 1, -1, 42, -42, 127, 128, 255, 256, 65535, 65536,
                                    INT_MAX, INT_MIN, (long long) UINT_MAX, LLONG_MAX, LLONG_MIN };
  static const char *const convs[] = { "d", "i", "u", "x", "X", "o", "hhd", "hd", "ld", "lld",
                                       "hhu", "hu", "lu", "llx", "zu", "zd", "jd", "td", "lX", "c" };
  int n = 0;
  for (gsize f = 0; f < G_N_ELEMENTS (flag_sets); f++)
    for (gsize w = 0; w < G_N_ELEMENTS (widths); w++)
      for (gsize p = 0; p < G_N_ELEMENTS (precs); p++)
        for (gsize c = 0; c < G_N_ELEMENTS (convs); c++)
          for (gsize v = 0; v < G_N_ELEMENTS (vals); v++)
            {
              char fmt[64], want[256];
              g_snprintf (fmt, sizeof fmt, "[%%%s%s%s%s]", flag_sets[f], widths[w], precs[p], convs[c]);
              long long x = vals[v];
              const char *cv = convs[c];
              gboolean wide = strchr (cv, 'l') || strchr (cv, 'z') || strchr (cv, 'j') || strchr (cv, 't');
              if (wide)
                snprintf (want, sizeof want, fmt, x);
              else
                snprintf (want, sizeof want, fmt, (int) x);
              CkFormatArg a = iarg (wide ? x : (gint64) (int) x);
              char *got = fmt1 (fmt, &a, 1);
              g_assert_nonnull (got);
              if (strcmp (got, want) != 0)
                g_error ("%s with %lld: got '%s', want '%s'", fmt, x, got, want);
              g_free (got);
              n++;
            }
  g_test_message ("%d integer conversions compared", n);
}

static void
test_floats (void)
{
  g_test_summary ("floating conversions with every flag, width and precision match glibc");
  static const double vals[] = { 0.0, -0.0, 1.0, -1.5, 0.1, 3.14159265358979, 1e-10, 123456789.0,
                                 1e300, 2.5, 0.5, 1.0 / 3.0, 9.9999999, DBL_MIN, DBL_MAX, DBL_TRUE_MIN,
                                 INFINITY, -INFINITY, NAN, 1e21, 100.0 };
  static const char *const convs[] = { "f", "F", "e", "E", "g", "G", "a", "A" };
  int n = 0;
  for (gsize f = 0; f < G_N_ELEMENTS (flag_sets); f++)
    for (gsize w = 0; w < G_N_ELEMENTS (widths); w++)
      for (gsize p = 0; p < G_N_ELEMENTS (precs); p++)
        for (gsize c = 0; c < G_N_ELEMENTS (convs); c++)
          for (gsize v = 0; v < G_N_ELEMENTS (vals); v++)
            {
              char fmt[64];
              char *want;
              g_snprintf (fmt, sizeof fmt, "<%%%s%s%s%s>", flag_sets[f], widths[w], precs[p], convs[c]);
              int len = snprintf (NULL, 0, fmt, vals[v]);
              want = g_malloc (len + 1);
              snprintf (want, len + 1, fmt, vals[v]);
              CkFormatArg a = darg (vals[v]);
              char *got = fmt1 (fmt, &a, 1);
              g_assert_nonnull (got);
              if (strcmp (got, want) != 0)
                g_error ("%s with %g: got '%s', want '%s'", fmt, vals[v], got, want);
              g_free (got);
              g_free (want);
              n++;
            }
  g_test_message ("%d floating conversions compared", n);
}

static void
test_long_double (void)
{
  g_test_summary ("long double conversions match glibc; %f of a long double is refused");
  CkFormatArg a;
  memset (&a, 0, sizeof a);
  a.cls = CK_FARG_LDOUBLE;
  a.v.ld = 1.0L / 3.0L;
  char *got = fmt1 ("%.20Lf %Lg %La", (CkFormatArg[]) { a, a, a }, 3);
  char want[128];
  snprintf (want, sizeof want, "%.20Lf %Lg %La", a.v.ld, a.v.ld, a.v.ld);
  g_assert_cmpstr (got, ==, want);
  g_free (got);
  /* %f of a long double is undefined: refused */
  g_assert_null (fmt1 ("%f", &a, 1));
}

static void
test_strings (void)
{
  g_test_summary ("%s, %p and %c match glibc, NULL prints (null) / (nil)");
  strcpy (fake.mem + 10, "hello");
  CkFormatArg s = { { .u = 10 }, CK_FARG_PTR };
  CkFormatArg null = { { .u = 0 }, CK_FARG_PTR };
  struct { const char *fmt; const char *want; CkFormatArg arg; } cases[] = {
    { "%s", "hello", s }, { "%10s|", "     hello|", s }, { "%-10s|", "hello     |", s },
    { "%.2s", "he", s }, { "%.0s|", "|", s }, { "%s", "(null)", null }, { "%.3s|", "|", null },
    { "%10s", "    (null)", null }, { "%p", "(nil)", null }, { "%p", "0xa", s },
    { "%20p|", "                 0xa|", s }, { "%-8p|", "0xa     |", s },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char *got = fmt1 (cases[i].fmt, &cases[i].arg, 1);
      g_assert_cmpstr (got, ==, cases[i].want);
      g_free (got);
    }
  /* %c with 0 writes a NUL byte */
  GString *out = g_string_new (NULL);
  char *err = NULL;
  CkFormatArg z = iarg (0);
  g_assert_true (ck_printf_format (out, "a%cb", &z, 1, &fake_io, &err));
  g_assert_cmpuint (out->len, ==, 3);
  g_assert_cmpint (out->str[1], ==, 0);
  g_string_free (out, TRUE);
}

static void
test_star_and_positional (void)
{
  g_test_summary ("* widths and precisions (negative too) and n$ positions");
  CkFormatArg a3[] = { iarg (8), iarg (3), darg (3.14159) };
  char *got = fmt1 ("[%*.*f]", a3, 3);
  g_assert_cmpstr (got, ==, "[   3.142]");
  g_free (got);
  CkFormatArg neg[] = { iarg (-6), iarg (42) };
  got = fmt1 ("[%*d]", neg, 2);
  g_assert_cmpstr (got, ==, "[42    ]");
  g_free (got);
  CkFormatArg negp[] = { iarg (-1), darg (2.5) };
  got = fmt1 ("[%.*f]", negp, 2);
  g_assert_cmpstr (got, ==, "[2.500000]");
  g_free (got);
  CkFormatArg pos[] = { iarg (1), iarg (2) };
  got = fmt1 ("%2$d %1$d %2$d", pos, 2);
  g_assert_cmpstr (got, ==, "2 1 2");
  g_free (got);
  got = fmt1 ("100%% %y", NULL, 0);
  g_assert_cmpstr (got, ==, "100% %y");
  g_free (got);
}

static void
test_n (void)
{
  g_test_summary ("%n stores the count with the size of its length modifier");
  CkFormatArg a[] = { iarg (12345), { { .u = 100 }, CK_FARG_PTR } };
  char *got = fmt1 ("ab%dcd%n", a, 2);
  g_assert_cmpstr (got, ==, "ab12345cd");
  int n;
  memcpy (&n, fake.mem + 100, 4);
  g_assert_cmpint (n, ==, 9);
  g_free (got);
  a[1].v.u = 120;
  fake.mem[121] = 0x55;
  got = fmt1 ("%d%hhn", a, 2);
  g_assert_cmpint (fake.mem[120], ==, 5);
  g_assert_cmpint (fake.mem[121], ==, 0x55);
  g_free (got);
}

static void
test_errno_m (void)
{
  g_test_summary ("%m prints the text of the program's errno, with width and flags, as glibc");
  static const int errs[] = { 0, EPERM, ENOENT, EINVAL, ERANGE, EDOM };
  static const char *const fmts[] = { "%m", "[%30m]", "[%-30m]", "<%m|%d>" };
  for (gsize e = 0; e < G_N_ELEMENTS (errs); e++)
    for (gsize f = 0; f < G_N_ELEMENTS (fmts); f++)
      {
        CkFormatIO io = fake_io;
        io.err_no = errs[e];
        CkFormatArg a = iarg (7);
        GString *out = g_string_new (NULL);
        char *err = NULL, want[256];
        g_assert_true (ck_printf_format (out, fmts[f], &a, 1, &io, &err));
        errno = errs[e];
        snprintf (want, sizeof want, fmts[f], 7);
        g_assert_cmpstr (out->str, ==, want);
        g_string_free (out, TRUE);
      }
}

static void
test_star_widths (void)
{
  g_test_summary ("* widths and precisions against glibc over a range of values, signs and "
                  "conversions");
  static const int star_widths[] = { -12, -3, -1, 0, 1, 2, 7, 15 };
  static const char *const fmts[] = { "[%*d]", "[%-*d]", "[%0*d]", "[%*x]", "[%*s]" };
  strcpy (fake.mem + 40, "star");
  for (gsize w = 0; w < G_N_ELEMENTS (star_widths); w++)
    {
      for (gsize f = 0; f < G_N_ELEMENTS (fmts); f++)
        {
          gboolean str = strchr (fmts[f], 's') != NULL;
          CkFormatArg a[] = { iarg (star_widths[w]), str ? (CkFormatArg) { { .u = 40 }, CK_FARG_PTR }
                                                    : iarg (-42) };
          char want[64];
          if (str)
            snprintf (want, sizeof want, fmts[f], star_widths[w], "star");
          else
            snprintf (want, sizeof want, fmts[f], star_widths[w], -42);
          char *got = fmt1 (fmts[f], a, 2);
          g_assert_cmpstr (got, ==, want);
          g_free (got);
        }
      CkFormatArg p[] = { iarg (star_widths[w]), iarg (star_widths[w] + 3), darg (-2.71828) };
      char want[64];
      snprintf (want, sizeof want, "[%*.*f]", star_widths[w], star_widths[w] + 3, -2.71828);
      char *got = fmt1 ("[%*.*f]", p, 3);
      g_assert_cmpstr (got, ==, want);
      g_free (got);
    }
}

static void
test_scanf_n (void)
{
  g_test_summary ("scanf's %n stores the characters consumed so far, after skipped blanks and "
                  "suppressed conversions too, and counts no conversion");
  static const struct { const char *in, *fmt; } cases[] = {
    { "12 34", "%d%n" }, { "12 34", "%d %n" }, { "  abc def", "%*s%n" }, { "7,8", "%d,%n%d" },
    { "", "%n" }, { "xyz", "x%n" }, { "  5", " %n%d" }, { "1 2 3", "%*d %*d%n" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char b1[64], b2[64];
      memset (b1, 0x7e, sizeof b1);
      int want = sscanf (cases[i].in, cases[i].fmt, b1, b1 + 16, b1 + 32);
      memset (fake.mem, 0x7e, 64);
      CkFormatArg args[] = { { { .u = 0 }, CK_FARG_PTR }, { { .u = 16 }, CK_FARG_PTR },
                             { { .u = 32 }, CK_FARG_PTR } };
      CkScanInput in = { NULL, cases[i].in, 0 };
      char *err = NULL;
      int got = ck_scanf_scan (&in, cases[i].fmt, args, 3, &fake_io, &err);
      memcpy (b2, fake.mem, 64);
      g_test_message ("sscanf (\"%s\", \"%s\")", cases[i].in, cases[i].fmt);
      g_assert_cmpint (got, ==, want);
      g_assert_cmpmem (b2, 48, b1, 48);
    }
}

static void
test_errors (void)
{
  g_test_summary ("missing arguments, wrong classes and bad strings are refused, never a crash");
  /* a missing argument and a wrong class are refused, never a crash */
  g_assert_null (fmt1 ("%d %d", (CkFormatArg[]) { iarg (1) }, 1));
  g_assert_null (fmt1 ("%d", (CkFormatArg[]) { darg (1.0) }, 1));
  g_assert_null (fmt1 ("%f", (CkFormatArg[]) { iarg (1) }, 1));
  g_assert_null (fmt1 ("%s", (CkFormatArg[]) { iarg (5) }, 1));
  int before = fake.faults;
  g_assert_null (fmt1 ("%s", (CkFormatArg[]) { { { .u = 4096 }, CK_FARG_PTR } }, 1));
  g_assert_cmpint (fake.faults, ==, before + 1);
}

/* scanf: the engine against glibc's own sscanf */
static void
test_sscanf (void)
{
  g_test_summary ("the scanf engine matches glibc sscanf in results and stored values");
  static const struct { const char *in, *fmt; } cases[] = {
    { "42", "%d" }, { "  -17 abc", "%d %s" }, { "12 34 56", "%d %d %d" }, { "x", "%d" },
    { "", "%d" }, { "   ", " %d" }, { "3.5e2 7", "%f %d" }, { "0x1f 077", "%i %i" },
    { "abc,def", "%[a-z],%s" }, { "hello world", "%5c" }, { "1:2", "%d:%d" }, { "1;2", "%d:%d" },
    { "100%", "%d%%" }, { "ff", "%x" }, { "12345", "%3d%d" }, { "a b", "%*s %s" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char b1[64], b2[64];
      memset (b1, 0x7e, sizeof b1);
      memset (b2, 0x7e, sizeof b2);
      /* glibc: three 16-byte slots for whatever the format stores */
      int want = sscanf (cases[i].in, cases[i].fmt, b1, b1 + 16, b1 + 32);
      memset (fake.mem, 0x7e, 64);
      CkFormatArg args[] = { { { .u = 0 }, CK_FARG_PTR }, { { .u = 16 }, CK_FARG_PTR },
                             { { .u = 32 }, CK_FARG_PTR } };
      CkScanInput in = { NULL, cases[i].in, 0 };
      char *err = NULL;
      int got = ck_scanf_scan (&in, cases[i].fmt, args, 3, &fake_io, &err);
      memcpy (b2, fake.mem, 64);
      if (got != want || memcmp (b1, b2, 48) != 0)
        g_error ("sscanf(\"%s\", \"%s\"): got %d, want %d (or different values)", cases[i].in,
                 cases[i].fmt, got, want);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/interp/printf/format/integers", test_ints);
  g_test_add_func ("/interp/printf/format/floats", test_floats);
  g_test_add_func ("/interp/printf/format/long-double", test_long_double);
  g_test_add_func ("/interp/printf/format/strings", test_strings);
  g_test_add_func ("/interp/printf/format/star-positional", test_star_and_positional);
  g_test_add_func ("/interp/printf/format/percent-n", test_n);
  g_test_add_func ("/interp/printf/format/percent-m", test_errno_m);
  g_test_add_func ("/interp/printf/format/star-widths", test_star_widths);
  g_test_add_func ("/interp/printf/scanf/percent-n", test_scanf_n);
  g_test_add_func ("/interp/printf/format/errors", test_errors);
  g_test_add_func ("/interp/printf/scanf/sscanf", test_sscanf);
  return g_test_run ();
}
