// A default argument of a class type with a destructor, taken by value: each call makes the
// temporary again and destroys it at the end of its full-expression ([dcl.fct.default]p9), and a
// default argument naming a global is copied by the copy constructor, as a written argument is.
// Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
struct V {
  int id;
  V(int i) : id(i) { printf("make %d\n", id); }
  V(const V &o) : id(o.id + 100) { printf("copy %d\n", id); }
  ~V() { printf("drop %d\n", id); }
};
V g0(5);
int f(V v = V(7)) { v.id++; return v.id; }
int h(int k, V v = g0) { return k + v.id; }
struct S {
  int m(V v = V(9)) const { return v.id; }
};
int main() {
  printf("f %d\n", f());
  printf("f %d\n", f());
  printf("f %d\n", f(V(1)));
  printf("h %d\n", h(1));
  S s;
  printf("m %d\n", s.m() + s.m(V(2)));
  printf("g0 %d\n", g0.id);
  return 0;
}
// expect: make 5
// expect: make 7
// expect: f 8
// expect: drop 8
// expect: make 7
// expect: f 8
// expect: drop 8
// expect: make 1
// expect: f 2
// expect: drop 2
// expect: copy 105
// expect: h 106
// expect: drop 105
// expect: make 9
// expect: make 2
// expect: m 11
// expect: drop 2
// expect: drop 9
// expect: g0 5
// expect: drop 5
