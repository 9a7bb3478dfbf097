// A parameter of class type taken by value and moved from in the callee (a "sink" parameter:
// `void add(Stage s) { v.push_back(std::move(s)); }`): C++ destroys the parameter the callee
// moved from. The Itanium C++ ABI passes such a class (non-trivial copy or move constructor or
// destructor) by address: the caller's temporary is the parameter, so the object emptied by the
// move is the one destroyed after the call (a byte copy would free the memory kept: a use after
// free later).
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
