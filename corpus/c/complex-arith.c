/* corpus/c/complex-arith.c: C99 complex arithmetic in a .c file (issue 18), as gcc 12 -O0
 * computes it: * and / of two complex values call libgcc's __muldc3/__divdc3 (__mulsc3/__divsc3
 * for float), a real operand of + - * and of a divisor stays real (Annex G: x * (a + bi) is
 * (xa, xb)), the usual arithmetic conversions pick float or double _Complex, and == compares
 * both parts. Expected output: gcc 12.2 -O0 on x86-64 (Debian 12). */
#include <stdio.h>
#include <complex.h>

static void show (const char *what, double complex z)
{
  printf ("%-10s %a %a\n", what, creal (z), cimag (z));
}

int main (void)
{
  double complex z = 1.0 + 2.0 * I;
  double complex w = 3.0 - 4.0 * I;
  show ("z*w", z * w);
  show ("z/w", z / w);
  show ("z+w", z + w);
  show ("z-w", z - w);
  show ("-z", -z);
  show ("+w", +w);
  show ("2.5*z", 2.5 * z);
  show ("z*2.5", z * 2.5);
  show ("z/3", z / 3);
  show ("3/z", 3 / z);
  show ("1-z", 1 - z);
  show ("z-1", z - 1);
  show ("z*I", z * I);
  show ("conj(w)", conj (w));

  /* float _Complex stays float; mixed with double it becomes double _Complex */
  float complex f = 1.5f - 0.5f * I;
  float complex g = f * f / (0.25f + 3.0f * I);
  printf ("%-10s %a %a\n", "f*f/..", (double) crealf (g), (double) cimagf (g));
  printf ("%-10s %zu %zu %zu\n", "sizeof", sizeof f, sizeof z, sizeof (f * 0.1));
  show ("f*0.1", f * 0.1);

  /* compound assignment, a real lhs takes the real part */
  double complex a = z;
  a *= w;
  a += 1;
  a /= 2.0 + 0.5 * I;
  a -= I;
  show ("a", a);
  double d = 10.0;
  d -= z;
  printf ("%-10s %a\n", "d", d);

  /* comparisons and truth values */
  printf ("%-10s %d %d %d %d\n", "==", z == z, z == w, z != w, (double complex) 2.0 == 2);
  double complex zero = 0.0;
  printf ("%-10s %d %d %d %d\n", "truth", !zero, !z, zero || z, zero && z);
  if (w)
    printf ("w is not zero\n");

  /* conversions */
  int k = (int) w;
  _Bool b = 0.0 + 0.5 * I;
  double re = z;
  show ("(dc)7", (double complex) 7);
  printf ("%-10s %d %d %g %g %g\n", "convert", k, b, re, __real__ w, __imag__ w);
  show ("?:", k > 0 ? z : 2.0);

  /* the library functions */
  printf ("%-10s %a %a\n", "cabs carg", cabs (w), carg (w));
  show ("cexp", cexp (z));
  show ("clog", clog (w));
  show ("csqrt", csqrt (w));
  show ("cpow", cpow (z, w));
  show ("cpow 2", cpow (z, 2.0));
  float complex fs = csqrtf (f);
  printf ("%-10s %a %a %a\n", "csqrtf", (double) crealf (fs), (double) cimagf (fs), (double) cabsf (fs));
  return 0;
}
// expect: z*w        0x1.6p+3 0x1p+1
// expect: z/w        -0x1.999999999999ap-3 0x1.999999999999ap-2
// expect: z+w        0x1p+2 -0x1p+1
// expect: z-w        -0x1p+1 0x1.8p+2
// expect: -z         -0x1p+0 -0x1p+1
// expect: +w         0x1.8p+1 -0x1p+2
// expect: 2.5*z      0x1.4p+1 0x1.4p+2
// expect: z*2.5      0x1.4p+1 0x1.4p+2
// expect: z/3        0x1.5555555555555p-2 0x1.5555555555555p-1
// expect: 3/z        0x1.3333333333333p-1 -0x1.3333333333333p+0
// expect: 1-z        0x0p+0 -0x1p+1
// expect: z-1        0x0p+0 0x1p+1
// expect: z*I        -0x1p+1 0x1p+0
// expect: conj(w)    0x1.8p+1 0x1p+2
// expect: f*f/..     -0x1.c3f8fp-2 -0x1.682a6p-1
// expect: sizeof     8 16 16
// expect: f*0.1      0x1.3333333333334p-3 -0x1.999999999999ap-5
// expect: a          0x1.7878787878788p+2 -0x1.7878787878788p+0
// expect: d          0x1.2p+3
// expect: ==         1 0 1 1
// expect: truth      1 0 1 0
// expect: w is not zero
// expect: (dc)7      0x1.cp+2 0x0p+0
// expect: convert    3 1 1 3 -4
// expect: ?:         0x1p+0 0x1p+1
// expect: cabs carg  0x1.4p+2 -0x1.dac670561bb4fp-1
// expect: cexp       -0x1.21969c4953cd1p+0 0x1.3c618a2274afdp+1
// expect: clog       0x1.9c041f7ed8d33p+0 -0x1.dac670561bb4fp-1
// expect: csqrt      0x1p+1 -0x1p+0
// expect: cpow       0x1.d211d1214c353p+9 0x1.7fc9401eaeebap+6
// expect: cpow 2     -0x1.8p+1 0x1.0000000000002p+2
// expect: csqrtf     0x1.3dbf12p+0 -0x1.9c814ep-3 0x1.41e728p+0
