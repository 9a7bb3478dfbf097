/* corpus/c/complex-unsupported.c: C99's float and double _Complex are modelled (complex-*.c),
 * long double _Complex is not (issue 18). The declaration gets one `unsupported:` error, and
 * the variable stays declared (as a long double), so that its later uses raise no second
 * error ("'z' was not declared" followed before). */
#include <stdio.h>

int main(void)
{
  long double _Complex z = 1.0;
  printf("%f\n", (double) z);
  return 0;
}
// expect-build-fail
// expect-report: ^complex-unsupported\.c:9:15: error: unsupported: long double _Complex$
