// expect-build-fail
int f(int x)
{
  int y = x +;
  return y;
}
int g(int x)
{
  return x * ;
}
int main() { return f(1) + g(2); }
// nvcc: fail: ^recovery\.cu\(4\): error: expected an expression$
// expect-stderr: recovery.cu:4:14: error: expected expression before ';'
// expect-stderr:   int y = x +;
// expect-stderr:              ^
// expect-stderr: recovery.cu:9:14: error: expected expression before ';'
// expect-stderr:   return x * ;
// expect-stderr:              ^
