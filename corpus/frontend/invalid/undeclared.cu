// expect-build-fail
int main()
{
  int a = b + 1;
  return b;
}
// nvcc: fail: ^undeclared\.cu\(4\): error: identifier "b" is undefined$
// expect-stderr: undeclared.cu:4:11: error: 'b' was not declared in this scope
// expect-stderr:   int a = b + 1;
// expect-stderr:           ^
