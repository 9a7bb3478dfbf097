// Objects of static storage initialised by expressions that are not constants ([basic.start.dynamic]):
// computed before main in declaration order, interleaved with the constructions of static
// objects: a call, a math function, an array and an aggregate with such elements, an aggregate
// whose members have constructors braced-initialised (constexpr ones give constants: `Cfg g =
// {dim3(2), 5}`; others run before main), its implicit default constructor deleted. Expected
// output from g++ -std=c++17 (dim3 by hand). SPDX-License-Identifier: MIT
#include <cmath>
#include <cstdio>
int f(int v) { printf("f(%d)\n", v); return v * 10; }
struct Noisy { int v; Noisy(int x) : v(x) { printf("Noisy(%d)\n", x); } };
int g = f(1);
Noisy n1(2);
double r = sqrt(2.0);
int arr[3] = {1, f(3), 3};
struct Pair { int a; double b; } p = {g * 2, r};
struct Cfg { dim3 grid; int n; };
Cfg cfg = {dim3(4, 2), 5};
Cfg cfg2 = {{8}, 1};
struct S { S(int v) : v(v) {} int v; };
struct W { S s; int k; };
W w = {S(f(4)), 4};
Noisy n2(g + 1);
int main() {
  printf("%d %.4f %d %d %.4f\n", g, r, arr[1], p.a, p.b);
  printf("%u %u %u %d %u %d\n", cfg.grid.x, cfg.grid.y, cfg.grid.z, cfg.n, cfg2.grid.x, cfg2.n);
  printf("%d %d %d %d\n", w.s.v, w.k, n1.v, n2.v);
  return 0;
}
// expect: f(1)
// expect: Noisy(2)
// expect: f(3)
// expect: f(4)
// expect: Noisy(11)
// expect: 10 1.4142 30 20 1.4142
// expect: 4 2 1 5 8 1
// expect: 40 4 2 11
