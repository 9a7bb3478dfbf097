/* corpus/c/complex-in-cu.cu: C's complex types exist in .c files only (issue 18). In a .cu file
 * (C++, where g++ takes _Complex as an extension and nvcc accepts this program) the specifier
 * is one `unsupported:` error; the variable stays declared as a double, so no second error. */
#include <stdio.h>

int main(void)
{
  double _Complex z = 1.0;
  (void) z;
  return 0;
}
// expect-build-fail
// expect-report: ^complex-in-cu\.cu:8:10: error: unsupported: _Complex in C\+\+ and CUDA files \(complex types exist in \.c files\)$
