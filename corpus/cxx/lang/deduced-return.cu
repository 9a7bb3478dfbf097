// Deduced return types: `auto` member functions, a recursive function whose first return
// gives the type, with a trailing return type, a lambda's. Expected output from g++.
#include <cstdio>
struct S { int x = 3; auto get() const { return x * 2; } auto twice(double d) { return d * x; } };
auto fact(int n) -> int { return n <= 1 ? 1 : n * fact(n - 1); }
auto fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
int main() { S s; printf("%d %g %d %d\n", s.get(), s.twice(0.5), fact(5), fib(10)); auto l = [](int v) { return v + 1; }; printf("%d\n", l(1)); }
// expect: 6 1.5 120 55
// expect: 2
