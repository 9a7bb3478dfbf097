// `Q q((B()));`: the parenthesised temporary B() is an argument, not a cast to the function
// type B() (issue 19's known defect: it was "expected expression before ')'"). Expected output
// from g++.
#include <cstdio>
struct B { int v; B() : v(7) {} };
struct Q { int v; Q(const B &b) : v(b.v) {} };
int take(const B &b, int k) { return b.v + k; }
int main() { Q q((B())); double d = (double()); int t = take((B()), 1); printf("%d %g %d\n", q.v, d, t); }
// expect: 7 0 8
