// expect-build-fail
int main()
{
  int a = 1;
  a + 1 = 3;
  return a;
}
// nvcc: fail: ^lvalue-required\.cu\(5\): error: expression must be a modifiable lvalue$
// expect-stderr: lvalue-required.cu:5:9: error: lvalue required as left operand of assignment
// expect-stderr:   a + 1 = 3;
// expect-stderr:         ^
