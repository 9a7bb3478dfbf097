/* corpus/c/complex-errors.c: operators C does not define on complex numbers (issue 18), an
 * ordering and %, are errors with gcc 12's words. */
#include <complex.h>

int main(void)
{
  double complex z = 1.0, w = 2.0 * I;
  int k = z < w;
  int m = z % 2;
  return k + m;
}
// expect-build-fail
// expect-report: ^complex-errors\.c:8:13: error: invalid operands to binary < \(have 'complex double' and 'complex double'\)$
// expect-report: ^complex-errors\.c:9:13: error: invalid operands to binary % \(have 'complex double' and 'int'\)$
// nvcc: fail: error: invalid operands to binary <
