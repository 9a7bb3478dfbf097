// Valid CUDA C++ host code with a variable-length array (g++'s extension, which nvcc's host
// compiler accepts): built and run, sizeof evaluated at run time.
#include <stdio.h>
void fill(int n)
{
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i;
  printf("%d %zu\n", a[n - 1], sizeof(a));
}
int main() { fill(4); return 0; }
// expect: 3 16
