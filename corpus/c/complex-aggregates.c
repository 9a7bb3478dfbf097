/* corpus/c/complex-aggregates.c: complex numbers as C programs store them (issue 18): file-scope
 * and static initialisers folded from constants (1.0 + 2.0 * I), arrays of them (an element
 * is a scalar: no brace elision into it), struct members, pointers, __real__/__imag__ as
 * lvalues, passing and returning by value, the signs of zero parts under negation and mixed
 * real/complex operations. Expected output: gcc 12.2 -O0 on x86-64 (Debian 12). */
#include <stdio.h>
#include <complex.h>
#include <math.h>

typedef struct { double complex c; int n; float complex f; } S;
static double complex g = 1.0 + 2.0 * I;
double complex garr[3] = { 1.0, 2.0 * I, 3.0 - I };
static const float complex gf = CMPLXF (0.5f, -0.25f);

static double complex twice (double complex z) { return 2 * z; }
static void scale (double complex *p, double k) { *p *= k; }
static S make (double re, double im) { S s; s.c = CMPLX (re, im); s.n = 7; s.f = (float complex) s.c; return s; }

int main (void)
{
  double complex a[4];
  for (int i = 0; i < 4; i++)
    a[i] = i + (i * 0.5) * I;
  double complex *p = &a[2];
  scale (p, 3.0);
  printf ("%g %g\n", creal (a[2]), cimag (a[2]));
  S s = make (1.25, -2.5);
  printf ("%g %g %d %g %g\n", creal (s.c), cimag (s.c), s.n, crealf (s.f), cimagf (s.f));
  s.c = twice (s.c);
  __real__ s.c = 9.0;
  __imag__ a[1] += 1;
  printf ("%g %g %g %g\n", creal (s.c), cimag (s.c), creal (a[1]), cimag (a[1]));
  printf ("%g %g %g %g\n", creal (g), cimag (g), creal (garr[2]), cimag (garr[2]));
  printf ("%g %g\n", crealf (gf), cimagf (gf));
  float complex f = 1.0f + 1.0f * I;
  double complex m = f * 0.1;          /* float complex * double -> double complex */
  printf ("%.17g %.17g\n", creal (m), cimag (m));
  printf ("%d %d %d\n", !a[0], (int) (a[1] ? 1 : 0), a[0] && a[1]);
  if (a[3])
    printf ("nonzero\n");
  int k = (int) a[3];
  _Bool b = a[0];
  double d = 5.0;
  d += a[3];
  printf ("%d %d %g\n", k, b, d);
  double complex c = 0 ? a[1] : 2.5;
  printf ("%g %g %zu %zu\n", creal (c), cimag (c), sizeof (double complex), sizeof (float _Complex));
  double complex nz = -0.0 + 0.0 * I;
  double complex z0 = -nz;
  printf ("%g %g %g %g\n", creal (nz), cimag (nz), creal (z0), cimag (z0));
  double complex x = 1.0 - a[1];
  printf ("%g %g\n", creal (x), cimag (x));
  double complex inf = INFINITY + 0.0 * I;
  double complex t = inf * (0.0 + 1.0 * I);
  printf ("%g %g\n", creal (t), cimag (t));
  t = (1.0 + 1.0 * I) / (INFINITY + INFINITY * I);
  printf ("%g %g\n", creal (t), cimag (t));
  t = CMPLX (INFINITY, NAN) * (2.0 + 3.0 * I);
  printf ("%g %g\n", creal (t), cimag (t));
  t = 3.0 / (2.0 - 1.0 * I);
  printf ("%.17g %.17g\n", creal (t), cimag (t));
  return 0;
}
// expect: 6 3
// expect: 1.25 -2.5 7 1.25 -2.5
// expect: 9 -5 1 1.5
// expect: 1 2 3 -1
// expect: 0.5 -0.25
// expect: 0.10000000000000001 0.10000000000000001
// expect: 1 1 0
// expect: nonzero
// expect: 3 0 8
// expect: 2.5 0 16 8
// expect: 0 0 -0 -0
// expect: 0 -1.5
// expect: -nan inf
// expect: 0 -0
// expect: inf inf
// expect: 1.2 0.59999999999999998
