// Braced lists as arguments of overloaded functions that C++ rejects: two candidates whose
// conversions from {1, 2} are both user-defined (V's constructor, std::string's (count, char)
// constructor), and a non-const lvalue reference, which no list binds to.
// SPDX-License-Identifier: MIT
#include <string>
#include <utility>
struct V { int a, b; V(int x, int y) : a(x), b(y) {} };
int h(V v) { return v.a; }
int h(const std::string &s) { return (int)s.size(); }
int r(std::pair<int, int> &p) { return p.first; }
int r(int *p) { return *p; }
int main() {
  return h({1, 2}) + r({1, 2});
}
// expect-build-fail
// nvcc: fail: ^braced-overloads\.cu\(13\): error: more than one instance of overloaded function \"h\" matches the argument list:$
// expect-report: ^braced-overloads\.cu:13:10: error: call of overloaded 'h\(<brace-enclosed initializer list>\)' is ambiguous$
// expect-report: ^braced-overloads\.cu:13:22: error: no matching function for call to 'r'$
