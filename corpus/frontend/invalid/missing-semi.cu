// expect-build-fail
int main()
{
  int x = 1
  return x;
}
// nvcc: fail: ^missing-semi\.cu\(5\): error: expected a ";"$
// expect-stderr: missing-semi.cu:4:12: error: expected ';' after declaration
// expect-stderr:   int x = 1
// expect-stderr:            ^
