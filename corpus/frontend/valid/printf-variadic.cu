// Valid CUDA C++ that cudak parses but cannot run yet: variadic functions defined in the program (va_start, va_arg).
#include <stdio.h>
#include <stdarg.h>
static int sum(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
__global__ void hello() { printf("hello from %d\n", threadIdx.x); }
int main() { printf("%d %f %c %s\n", sum(3, 1, 2, 3), 1.5f, 'x', "s"); return 0; }
// expect-report: ^printf-variadic\.cu:7:3: error: unsupported: variadic functions defined in the program$
// expect-report: ^printf-variadic\.cu:9:36: error: unsupported: variadic functions defined in the program$
// expect-report: ^printf-variadic\.cu:10:3: error: unsupported: variadic functions defined in the program$
// expect-build-fail
