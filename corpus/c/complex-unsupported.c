/* corpus/c/complex-unsupported.c: C99's complex numbers are not modelled. The declaration gets
 * one `unsupported:` error, and the variable stays declared, so that its later uses raise no
 * second error ("'z' was not declared" followed before). */
#include <stdio.h>

int main(void)
{
  double _Complex z = 1.0;
  printf("%f\n", (double) z);
  return 0;
}
// expect-build-fail
// expect-report: ^complex-unsupported\.c:8:10: error: unsupported: _Complex$
