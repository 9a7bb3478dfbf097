// expect-build-fail
int main()
{
  int x = 1
  return x;
}
// nvcc: fail
// expect-stderr: missing-semi.cu:4:12: error: expected ';' after declaration
// expect-stderr:   int x = 1
// expect-stderr:            ^
