// The stl2 helper's open crash: `return T(g(P(c)), 1);` (a returned temporary whose constructor's
// argument makes a temporary with a destructor) and `return {"r", 9};` into a
// std::pair<std::string, int> stopped the lowering ("slot_of: code should not be reached"); the
// returned object is now made before the full-expression's temporaries end. Expected output
// from g++.
#include <cstdio>
#include <string>
#include <utility>
struct P { int v; P(int x) : v(x) {} P(const P &o) : v(o.v) {} ~P() { printf("~P %d\n", v); } };
int g(P p) { return p.v * 2; }
struct T { int a, b; T(int x, int y) : a(x), b(y) {} ~T() {} };
T mk(int c) { return T(g(P(c)), 1); }
std::pair<std::string, int> mp() { return {"r", 9}; }
int main() {
  T t = mk(4);
  auto p = mp();
  printf("%d %d %s %d\n", t.a, t.b, p.first.c_str(), p.second);
  return 0;
}
// expect: ~P 4
// expect: 8 1 r 9
