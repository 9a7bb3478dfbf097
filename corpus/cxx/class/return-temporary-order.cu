// `return T(args);` makes the returned object first and then destroys the function's locals and
// the full-expression's other temporaries ([stmt.return]p3): cudak ran the destructors before
// the returned temporary was constructed, so `return Q(a)` read a destroyed local (a use after
// free the checker reported) and a temporary made from a by-value argument stopped the lowering
// ("slot_of: code should not be reached"). A member read of a returned temporary, `mk().n`, ends
// the temporary's life with the full-expression: cudak never destroyed it. Expected output from
// g++.
#include <cstdio>
#include <string>
struct P {
  int *v;
  P(int x) : v(new int(x)) {}
  P(const P &o) : v(new int(*o.v)) {}
  ~P() { printf("~P %d\n", *v); *v = -1; delete v; }
};
struct Q { int k; Q(const P &p) : k(*p.v) {} };
struct S { int v; S(int x) : v(x) {} S(const S &o) : v(o.v + 1) {} ~S() { printf("~S %d\n", v); } };
struct Task { int n; Task(S s) : n(s.v) {} };
struct Box { Task *p; explicit Box(Task *q) : p(q) {} ~Box() { printf("~Box %d\n", p->n); delete p; } };
Q f() { P a(5); return Q(a); }
std::string g() { std::string a = "x"; return std::string(a + "y"); }
Box mk(S &a) { return Box(new Task(a)); }
struct B { int n; B(int x) : n(x) {} ~B() { printf("~B %d\n", n); } };
B mkb() { return B(4); }
B mkb2() { B b(5); return b; }
int main() {
  printf("%d\n", mkb().n);
  int k = mkb2().n + 1;
  printf("%d\n", k);
  printf("%d\n", f().k);
  printf("%s\n", g().c_str());
  S s(3);
  printf("%d\n", mk(s).p->n);
  return 0;
}
// expect: 4
// expect: ~B 4
// expect: ~B 5
// expect: 6
// expect: ~P 5
// expect: 5
// expect: xy
// expect: ~S 4
// expect: 4
// expect: ~Box 4
// expect: ~S 3
