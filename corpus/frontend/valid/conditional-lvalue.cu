// Valid CUDA C++ that cudak parses but cannot run yet: a conditional expression as an lvalue.
int main()
{
  int a = 1, b = 2;
  (a < b ? a : b) = 10;
  int *p = 0;
  int *q = a ? p : 0;
  return a - 10 + (q == 0 ? 0 : 1);
}
// expect-report: ^conditional-lvalue\.cu:5:10: error: unsupported: this expression as an lvalue$
// expect-build-fail
