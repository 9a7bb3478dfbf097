/* corpus/c/complex-mandelbrot.c: the Mandelbrot set with C99 complex numbers (issue 18): z = z*z
 * + c until |z| > 2, as a C program writes it with <complex.h>; every z*z is a call of libgcc's
 * __muldc3 under gcc -O0, and the escape counts (and their checksum) must be gcc's. Expected
 * output: gcc 12.2 -O0 on x86-64 (Debian 12). */
#include <stdio.h>
#include <complex.h>

#define W 48
#define H 16
#define MAXIT 200

static int escape (double complex c)
{
  double complex z = 0;
  for (int n = 0; n < MAXIT; n++)
    {
      z = z * z + c;
      if (cabs (z) > 2.0)
        return n;
    }
  return MAXIT;
}

int main (void)
{
  const char *shade = " .:-=+*#%@";
  unsigned long sum = 0;
  for (int y = 0; y < H; y++)
    {
      char line[W + 1];
      for (int x = 0; x < W; x++)
        {
          double complex c = (-2.2 + 3.0 * x / W) + (1.2 - 2.4 * y / (H - 1)) * I;
          int n = escape (c);
          sum = sum * 31 + (unsigned long) n;
          line[x] = n == MAXIT ? '@' : shade[n % 9];
        }
      line[W] = 0;
      printf ("|%s|\n", line);
    }
  /* two orbits printed exactly: one inside the set, one that overflows to inf and NaN */
  printf ("checksum %lu\n", sum);
  double complex in = 0, out = 0;
  for (int n = 0; n < 50; n++)
    {
      in = in * in + (-0.5 + 0.25 * I);
      out = out * out + (-0.75 + 0.1 * I);
    }
  printf ("inside %a %a\noutside %g %g\n", creal (in), cimag (in), creal (out), cimag (out));
  return 0;
}
// expect: |          .......:::::::::::::::::::::..........|
// expect: |        .....:::::::::::::----==* +*---::::.....|
// expect: |       ...::::::::::::------==+%.*#%+==---::::..|
// expect: |      .::::::::::::-----==****%:@@@.%#+++=--::::|
// expect: |     .::::::::::--=====++#-@@@@@@@@@@@@*@#+=-:::|
// expect: |    .:::::---=+:*******#.=@@@@@@@@@@@@@@@:%+--::|
// expect: |    :-----===+*%.@@@@+--@@@@@@@@@@@@@@@@@@:+--::|
// expect: |    -=-=+++*%*: @@@@@@@ @@@@@@@@@@@@@@@@@=+=---:|
// expect: |    -=-=+++*%*: @@@@@@@ @@@@@@@@@@@@@@@@@=+=---:|
// expect: |    :-----===+*%.@@@@+--@@@@@@@@@@@@@@@@@@:+--::|
// expect: |    .:::::---=+:*******#.=@@@@@@@@@@@@@@@:%+--::|
// expect: |     .::::::::::--=====++#-@@@@@@@@@@@@*@#+=-:::|
// expect: |      .::::::::::::-----==****%:@@@.%#+++=--::::|
// expect: |       ...::::::::::::------==+%.*#%+==---::::..|
// expect: |        .....:::::::::::::----==* +*---::::.....|
// expect: |          .......:::::::::::::::::::::..........|
// expect: checksum 1705385338343793010
// expect: inside -0x1.82b7c8419ae1p-2 0x1.23b0affaeb76p-3
// expect: outside inf -nan
