// expect-build-fail
// nvcc accepts this (C++11); cudak's C++ subset has no range-based for.
#include <cstdio>
int main()
{
  int a[3] = {1, 2, 3};
  int sum = 0;
  for (int x : a) {
    sum += x;
  }
  printf("%d\n", sum);
  return 0;
}
// expect-stderr: range-for.cu:8:3: error: unsupported: range-based for loops
// expect-stderr:   for (int x : a) {
// expect-stderr:   ^~~
