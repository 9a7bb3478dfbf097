// Member arrays of std::string with a default member initializer, and an aggregate holding one
// initialised from nested braced lists, `{}`, and copied. Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
struct R { std::string n[2] = {"alpha", "beta"}; int k = 1; };
struct Q { std::string n[2]; int k; };
int main() {
  R a; printf("%s %s %d\n", a.n[0].c_str(), a.n[1].c_str(), a.k);
  R b{}; printf("%s %s %d\n", b.n[0].c_str(), b.n[1].c_str(), b.k);
  Q q = {{"x", "y"}, 2}; printf("%s %s %d\n", q.n[0].c_str(), q.n[1].c_str(), q.k);
  Q q2{}; printf("[%s] %d\n", q2.n[1].c_str(), q2.k);
  Q q3 = q; q3.n[0] = "z"; printf("%s %s\n", q3.n[0].c_str(), q.n[0].c_str());
}
// expect: alpha beta 1
// expect: alpha beta 1
// expect: x y 2
// expect: [] 0
// expect: z x
