// expect-build-fail
int main()
{
  const int c = 1;
  c = 2;
  return c;
}
// nvcc: fail: ^const-assign\.cu\(5\): error: expression must be a modifiable lvalue$
// expect-stderr: const-assign.cu:5:5: error: assignment of read-only variable 'c'
// expect-stderr:   c = 2;
// expect-stderr:     ^
