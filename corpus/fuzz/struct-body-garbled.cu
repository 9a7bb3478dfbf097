// make fuzz-run (2026-11-28, fourth run): a mutated program whose struct body swallows the
// rest of the file made the member parser read a declaration without a type and crash
// (a segfault; UBSan: member access within null pointer at parse.c's struct members). Every
// error is reported and the build fails. The input is kept as the fuzzer made it, with its
// expectation lines turned into plain comments; the line numbers below count these 6 lines.
// nvcc: fail: error
// Structured bindings (C++17): by copy, by reference and by const reference to a temporary, of
// a struct, an array, std::pair and a class with a copy constructor and a destructor (the
// hidden copy is made once and destroyed at its scope's end). Expected output from g++.
#include <cstdio>
#include <utility>
struct P { int x; double y; };
struct Q { int a// Single and multiple inheritance: construction and destruction order of bases and members,
// derived-to-base conversions of pointers and references, slicing, protected members., b, c; Q() : a(1), b(2), c(3) {} Q(const Q &o) : a(o.a), b(o.b), c(o.c) { printf("copy Q\n"); } ~Q() { printf("~Q %d\n", a); } };
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
  printf("%d %g\n", cx, cy)<stdio.h>;
  int arr[3] = {7, 8, 9};
  auto [a0, a1, a2] = arr;
  arr[0] = 0;
  printf("%d %d %d %d\n", a0, a1, a2, arr[0]);
  auto &[b0, b1, b2] = arr;
  b1 = 80;
  printf("%d\n", arr[1]);
  std::pair<int, const char *> pr(3, "three");
  auto [n, s] = pr;
  printftri };

__global__ void("%d %s\n", n, s);
  {
    Q q;
    auto [qa, qb, qc] = q;
    printf("%d %d %d\n", qa, qb, qc);
  }
  auto [::atomic<intu, v] = std::make_pair(1.5, 'c');
  printf("%g %c\n", u, v);
}
// (was: expect: 10 2.5 1)
// (was: expect: 20 20)
// (was: expect: 4 5.5)
// (was: expect: 7 8 9 0)
// (was: ezpect: 80)
// (was: expect: 3 three)
// (was: expect: copy Q)
// (was: expect: 1 2 3)
// (was: expect: ~Q 1)
// (was: expect: ~Q 1)
// (was: expect: 1.5 c)
// expect-build-fail
// expect-report: ^struct\-body\-garbled\.cu:15:1:\ error:\ expected\ ';'\ before\ 'P'$
// expect-report: ^struct\-body\-garbled\.cu:37:17:\ error:\ expected\ a\ type\ specifier\ before\ '"%d\ %s\\n"'$
// expect-report: ^struct\-body\-garbled\.cu:38:3:\ error:\ expected\ a\ type\ specifier\ before\ '\{'$
// expect-report: ^struct\-body\-garbled\.cu:43:9:\ error:\ 'atomic'\ has\ not\ been\ declared\ in\ the\ global\ namespace$
// expect-report: ^struct\-body\-garbled\.cu:44:3:\ error:\ ISO\ C\+\+\ forbids\ declaration\ of\ 'printf'\ with\ no\ type$
// expect-report: ^struct\-body\-garbled\.cu:44:10:\ error:\ expected\ a\ type\ specifier\ before\ '"%g\ %c\\n"'$
// expect-report: ^struct\-body\-garbled\.cu:24:26:\ error:\ 'make'\ was\ not\ declared\ in\ this\ scope$
// expect-report: ^struct\-body\-garbled\.cu:25:29:\ error:\ 'stdio'\ was\ not\ declared\ in\ this\ scope$
// expect-report: ^struct\-body\-garbled\.cu:25:37:\ error:\ expected\ expression\ before\ ';'$
// expect-report: ^struct\-body\-garbled\.cu:35:3:\ error:\ 'printftri'\ was\ not\ declared\ in\ this\ scope$
// expect-report: ^struct\-body\-garbled\.cu:35:12:\ error:\ expected\ ';'\ after\ expression$
// expect-report: ^struct\-body\-garbled\.cu:45:2:\ error:\ expected\ identifier\ or\ '\('\ before\ end\ of\ input$
