// expect-build-fail
int main()
{
  int x = 0;
  const int *p = &x;
  *p = 3;
  return x;
}
// nvcc: fail: ^const-pointer\.cu\(6\): error: expression must be a modifiable lvalue$
// expect-stderr: const-pointer.cu:6:6: error: assignment of read-only location
// expect-stderr:   *p = 3;
// expect-stderr:      ^
