/* corpus/c/complex-integer.c: GNU C's complex integer types (`int _Complex`, `unsigned
 * _Complex`) are not modelled (issue 18): one `unsupported:` error each, the variable stays
 * declared with the integer type, so that its uses raise no second error. gcc accepts them. */
#include <stdio.h>

int main(void)
{
  int _Complex a = 1;
  unsigned _Complex b = 2;
  printf("%d %u\n", (int) a, (unsigned) b);
  return 0;
}
// expect-build-fail
// expect-report: ^complex-integer\.c:8:7: error: unsupported: _Complex of an integer type \(a GNU extension\)$
// expect-report: ^complex-integer\.c:9:12: error: unsupported: _Complex of an integer type \(a GNU extension\)$
