// A range-based for needs a range: a pointer has no begin() (g++'s first words).
int main()
{
  int a[3] = {1, 2, 3};
  int *p = a;
  int s = 0;
  for (int x : p)
    s += x;
  for (auto *x : a)
    s += 1;
  return s;
}
// expect-build-fail
// expect-report: ^range-for-pointer\.cu:7:16: error: 'begin' was not declared in this scope
// expect-report: ^range-for-pointer\.cu:9:14: error: unable to deduce 'auto \*' from 'int'$
// nvcc: fail: ^range-for-pointer\.cu\(7\): error: this range-based "for" statement requires a suitable "begin" function and none was found$
