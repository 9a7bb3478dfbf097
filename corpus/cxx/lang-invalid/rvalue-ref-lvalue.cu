// An rvalue reference does not bind an lvalue; a non-const lvalue reference does not bind an
// rvalue (g++'s words).
void take(int &&r) { r = 0; }

int main()
{
  int a = 1;
  int &&r = a;
  take(a);
  int &l = a + 1;
  return r + l;
}
// expect-build-fail
// expect-report: ^rvalue-ref-lvalue\.cu:8:13: error: cannot bind rvalue reference of type 'int &&' to lvalue of type 'int'$
// expect-report: ^rvalue-ref-lvalue\.cu:9:8: error: cannot bind rvalue reference of type 'int &&' to lvalue of type 'int'$
// expect-report: ^rvalue-ref-lvalue\.cu:10:14: error: cannot bind non-const lvalue reference of type 'int &' to an rvalue
// nvcc: fail: ^rvalue-ref-lvalue\.cu\(8\): error: an rvalue reference cannot be bound to an lvalue$
