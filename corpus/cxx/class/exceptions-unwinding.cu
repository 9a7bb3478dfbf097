// An exception leaving a block destroys the objects constructed in it, latest first, before a
// handler further out takes it (C++ [except.ctor]); an object not yet constructed is not.
#include <cstdio>
struct T { int id; T(int i) : id(i) { printf("+%d\n", id); } ~T() { printf("-%d\n", id); } };
void f(int n) { T a(n); if (n > 1) throw n; printf("no throw\n"); }
int main() {
  try { T outer(0); f(1); f(2); } catch (int e) { printf("caught %d\n", e); }
  return 0;
}

// expect: +0
// expect: +1
// expect: no throw
// expect: -1
// expect: +2
// expect: -2
// expect: -0
// expect: caught 2
