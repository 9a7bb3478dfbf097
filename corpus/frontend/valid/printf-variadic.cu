// Valid CUDA C++ with a variadic function defined in the program (va_start, va_arg), which cudak
// once parsed but could not run.
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
// expect: 6 1.500000 x s
