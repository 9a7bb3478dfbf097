// A class with a non-trivial copy constructor and destructor taken by value through every kind
// of call: a virtual function of a second base (its thunk forwards the parameter), a pointer to
// function, a lambda, a std::function, a member function template and a returned parameter
// (moved from, [class.copy.elision]p3). Each object is destroyed once, after the call's
// full-expression, as the Itanium C++ ABI has the caller do. Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <functional>
#include <utility>

struct V {
  int id;
  int *live;
  V(int i, int *l) : id(i), live(l) { ++*live; printf("make %d\n", id); }
  V(const V &o) : id(o.id + 100), live(o.live) { ++*live; printf("copy %d\n", id); }
  V(V &&o) : id(o.id), live(o.live) { o.id = -o.id; ++*live; printf("move %d\n", id); }
  ~V() { --*live; printf("drop %d\n", id); }
};

struct A { virtual ~A() {} int a = 1; };
struct B {
  virtual int take(V v) = 0;
  virtual ~B() {}
};
struct D : A, B {
  int take(V v) override { V mine(std::move(v)); return mine.id + a; }
};

int plain(V v) { return v.id; }

struct Box {
  template <class T> int put(T t) { T kept(std::move(t)); return kept.id * 2; }
};

V through(V v) { v.id += 1; return v; }

int main() {
  int live = 0;
  D d;
  B *b = &d;
  printf("take %d\n", b->take(V(1, &live)));
  int (*fp)(V) = plain;
  V v2(2, &live);
  printf("fp %d\n", fp(v2));
  auto lam = [](V v) { return v.id * 10; };
  printf("lam %d\n", lam(std::move(v2)));
  std::function<int(V)> f = plain;
  printf("fn %d\n", f(V(3, &live)));
  Box box;
  printf("box %d\n", box.put(V(4, &live)));
  V v5 = through(V(5, &live));
  printf("through %d\n", v5.id);
  printf("live %d\n", live);
  return 0;
}
// expect: make 1
// expect: move 1
// expect: drop 1
// expect: take 2
// expect: drop -1
// expect: make 2
// expect: copy 102
// expect: fp 102
// expect: drop 102
// expect: move 2
// expect: lam 20
// expect: drop 2
// expect: make 3
// expect: move 3
// expect: drop 3
// expect: fn 3
// expect: drop -3
// expect: make 4
// expect: move 4
// expect: drop 4
// expect: box 8
// expect: drop -4
// expect: make 5
// expect: move 6
// expect: drop -6
// expect: through 6
// expect: live 2
// expect: drop 6
// expect: drop -2
