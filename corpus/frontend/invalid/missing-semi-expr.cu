// expect-build-fail
int main()
{
  int x = 1;
  x = x + 1
  return x;
}
// nvcc: fail: ^missing-semi-expr\.cu\(6\): error: expected a ";"$
// expect-stderr: missing-semi-expr.cu:5:12: error: expected ';' after expression
// expect-stderr:   x = x + 1
// expect-stderr:            ^
