// A parameter of class type taken by value and moved from in the callee (a "sink" parameter:
// `void add(Stage s) { v.push_back(std::move(s)); }`): C++ destroys the parameter the callee
// moved from. cudak passes the caller's temporary by its bytes, so the callee's move empties a
// copy and the caller's temporary, still owning the memory, frees it: a use after free later.
// Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
struct B {
  int *p;
  B(int v) : p(new int(v)) { printf("ctor %d\n", v); }
  B(const B &o) : p(new int(*o.p)) { printf("copy\n"); }
  B(B &&o) : p(o.p) { o.p = nullptr; printf("move\n"); }
  ~B() { printf("dtor %d\n", p ? *p : -1); delete p; }
};
B *keep;
void sink(B b) {
  delete keep;
  keep = new B(static_cast<B &&>(b));
}
int main() {
  sink(5);
  printf("kept %d\n", *keep->p);
  sink(B(6));
  printf("kept %d\n", *keep->p);
  delete keep;
  return 0;
}
// expect: ctor 5
// expect: move
// expect: dtor -1
// expect: kept 5
// expect: ctor 6
// expect: dtor 5
// expect: move
// expect: dtor -1
// expect: kept 6
// expect: dtor 6
// xfail: a by-value class parameter is a byte copy of the caller's temporary (the lowering passes it by value, the Itanium ABI by address), issue 19
