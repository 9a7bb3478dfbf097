// Structured bindings (C++17): by copy, by reference and by const reference to a temporary, of
// a struct, an array, std::pair and a class with a copy constructor and a destructor (the
// hidden copy is made once and destroyed at its scope's end). Expected output from g++.
#include <cstdio>
#include <utility>
struct P { int x; double y; };
struct Q { int a, b, c; Q() : a(1), b(2), c(3) {} Q(const Q &o) : a(o.a), b(o.b), c(o.c) { printf("copy Q\n"); } ~Q() { printf("~Q %d\n", a); } };
P make() { P p = {4, 5.5}; return p; }
int main() {
  P p = {1, 2.5};
  auto [x, y] = p;
  x = 10;
  printf("%d %g %d\n", x, y, p.x);
  auto &[rx, ry] = p;
  rx = 20;
  printf("%d %d\n", rx, p.x);
  const auto &[cx, cy] = make();
  printf("%d %g\n", cx, cy);
  int arr[3] = {7, 8, 9};
  auto [a0, a1, a2] = arr;
  arr[0] = 0;
  printf("%d %d %d %d\n", a0, a1, a2, arr[0]);
  auto &[b0, b1, b2] = arr;
  b1 = 80;
  printf("%d\n", arr[1]);
  std::pair<int, const char *> pr(3, "three");
  auto [n, s] = pr;
  printf("%d %s\n", n, s);
  {
    Q q;
    auto [qa, qb, qc] = q;
    printf("%d %d %d\n", qa, qb, qc);
  }
  auto [u, v] = std::make_pair(1.5, 'c');
  printf("%g %c\n", u, v);
}
// expect: 10 2.5 1
// expect: 20 20
// expect: 4 5.5
// expect: 7 8 9 0
// expect: 80
// expect: 3 three
// expect: copy Q
// expect: 1 2 3
// expect: ~Q 1
// expect: ~Q 1
// expect: 1.5 c
