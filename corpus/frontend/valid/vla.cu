// Valid CUDA C++ that cudak parses but cannot run yet: variable-length arrays.
#include <stdio.h>
void fill(int n)
{
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i;
  printf("%d %zu\n", a[n - 1], sizeof(a));
}
int main() { fill(4); return 0; }
// expect-report: ^vla\.cu:5:7: error: unsupported: variable-length arrays in the interpreter$
// expect-report: ^vla\.cu:7:32: error: unsupported: sizeof of a variable-length array$
// expect-build-fail
