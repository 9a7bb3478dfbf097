// goto back to a label in an enclosing scope destroys the objects declared since, as C++
// [stmt.jump]p2 says (a forward jump out of such a scope is reported as unsupported).
#include <cstdio>
struct T { int i; T(int x) : i(x) {} ~T() { printf("-%d\n", i); } };
int main() {
  int n = 0;
again:
  {
    T t(n);
    if (++n < 3) goto again;
  }
  return 0;
}
// expect: -0
// expect: -1
// expect: -2
