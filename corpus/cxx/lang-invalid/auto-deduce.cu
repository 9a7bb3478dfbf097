// auto that cannot be deduced or bound: g++'s errors.
const int limit = 6;

int main()
{
  int a = 1;
  auto *p = a;
  auto &r = a + 1;
  auto &rc = limit;
  rc = 3;
  return 0;
}
// expect-build-fail
// expect-report: ^auto-deduce\.cu:7:13: error: unable to deduce 'auto \*' from 'int'$
// expect-report: ^auto-deduce\.cu:8:15: error: cannot bind non-const lvalue reference of type 'int &' to an rvalue of type 'int'$
// expect-report: ^auto-deduce\.cu:10:6: error: assignment of read-only variable 'rc'$
// nvcc: fail: ^auto-deduce\.cu\(7\): error: cannot deduce "auto" type$
