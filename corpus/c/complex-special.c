/* corpus/c/complex-special.c: complex division by zero and by infinity, infinite products and
 * square roots of negative reals (issue 18), as C11 Annex G and gcc 12 -O0 give them: libgcc's
 * __divdc3 and __muldc3 recover infinities and zeros where the plain formulas give NaN + NaN i
 * (nonzero / 0 is infinite, finite / infinite is zero, an infinite factor keeps the product
 * infinite), and csqrt of a negative real is on the imaginary axis, its sign that of the
 * imaginary zero. Expected output: gcc 12.2 -O0 on x86-64 (Debian 12). */
#include <stdio.h>
#include <math.h>
#include <complex.h>

static void show (const char *what, double complex z)
{
  printf ("%-14s %g %g\n", what, creal (z), cimag (z));
}

int main (void)
{
  double complex z = 1.0 + 2.0 * I;
  double complex zero = 0.0;
  double complex inf = INFINITY + 0.0 * I;
  double complex nan_inf = CMPLX (INFINITY, NAN);
  show ("z/0", z / zero);
  show ("-z/0", -z / zero);
  show ("z/(-0)", z / CMPLX (-0.0, 0.0));
  show ("z/0.0 (real)", z / 0.0);
  show ("0/0", zero / zero);
  show ("z/inf", z / inf);
  show ("z/(inf+inf i)", z / CMPLX (INFINITY, INFINITY));
  show ("inf/z", inf / z);
  show ("inf*z", inf * z);
  show ("inf*I", inf * I);
  show ("(inf,nan)*z", nan_inf * z);
  show ("(inf,nan)/z", nan_inf / z);
  show ("huge*huge", CMPLX (1e300, 1e300) * CMPLX (1e300, -1e300));
  show ("tiny/tiny", CMPLX (1e-300, 1e-310) / CMPLX (3e-308, 2e-309));
  show ("csqrt(-4)", csqrt (-4.0));
  show ("csqrt(-4-0i)", csqrt (CMPLX (-4.0, -0.0)));
  show ("csqrt(-0.0)", csqrt (-0.0));
  show ("clog(0)", clog (zero));
  show ("clog(-1)", clog (-1.0));
  show ("cexp(inf)", cexp (inf));
  printf ("%-14s %g %g\n", "cabs carg", cabs (nan_inf), carg (CMPLX (-1.0, -0.0)));
  float complex f = CMPLXF (1.0f, -1.0f);
  float complex q = f / 0.0f, r = f / CMPLXF (0.0f, 0.0f);
  printf ("%-14s %g %g %g %g\n", "float /0", crealf (q), cimagf (q), crealf (r), cimagf (r));
  return 0;
}
// expect: z/0            inf inf
// expect: -z/0           -inf -inf
// expect: z/(-0)         -inf -inf
// expect: z/0.0 (real)   inf inf
// expect: 0/0            -nan -nan
// expect: z/inf          0 0
// expect: z/(inf+inf i)  0 0
// expect: inf/z          inf -inf
// expect: inf*z          inf inf
// expect: inf*I          -nan inf
// expect: (inf,nan)*z    inf inf
// expect: (inf,nan)/z    inf -inf
// expect: huge*huge      inf -nan
// expect: tiny/tiny      3.31858e+07 -2.21239e+06
// expect: csqrt(-4)      0 2
// expect: csqrt(-4-0i)   0 -2
// expect: csqrt(-0.0)    0 0
// expect: clog(0)        -inf 0
// expect: clog(-1)       0 3.14159
// expect: cexp(inf)      inf 0
// expect: cabs carg      inf -3.14159
// expect: float /0       inf -inf inf -inf
