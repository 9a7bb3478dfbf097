// The common "sink" idioms of a class taken by value (Itanium C++ ABI: a class with a non-trivial
// copy or move constructor or destructor is passed by address, the caller's temporary being the
// callee's parameter): std::string moved into a vector, a std::vector returned after it was
// modified, a unique-ptr-like owner taken by value and moved on, each object destroyed once.
// Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

struct Names {
  std::vector<std::string> v;
  void add(std::string s) { v.push_back(std::move(s)); }
};

std::vector<int> doubled(std::vector<int> v) {
  for (int &x : v)
    x *= 2;
  v.push_back(-1);
  return v;
}

struct Res {
  int id;
  Res(int i) : id(i) { printf("acquire %d\n", id); }
  ~Res() { printf("release %d\n", id); }
};

class Owner {
  Res *p;
public:
  explicit Owner(Res *r = nullptr) : p(r) {}
  Owner(Owner &&o) noexcept : p(o.p) { o.p = nullptr; printf("move owner\n"); }
  Owner(const Owner &) = delete;
  Owner &operator=(Owner &&o) noexcept {
    if (this != &o) { delete p; p = o.p; o.p = nullptr; }
    return *this;
  }
  ~Owner() { printf("~Owner %s\n", p ? "full" : "empty"); delete p; }
  Res *get() const { return p; }
};

struct Holder {
  Owner o;
  void take(Owner x) { o = std::move(x); printf("held %d\n", o.get()->id); }
};

Owner pass_on(Owner x) { printf("passing %d\n", x.get()->id); return x; }

int use(Owner x) { return x.get() ? x.get()->id : 0; }

int main() {
  Names n;
  std::string s = "second";
  n.add("first");
  n.add(s);
  n.add(std::move(s));
  n.add(std::string(3, 'x'));
  for (const std::string &x : n.v)
    printf("[%s]\n", x.c_str());
  printf("s now [%s]\n", s.c_str());

  std::vector<int> a = {1, 2, 3};
  std::vector<int> b = doubled(a);
  std::vector<int> c = doubled(std::move(b));
  printf("a:");
  for (int x : a) printf(" %d", x);
  printf("\nc:");
  for (int x : c) printf(" %d", x);
  printf("\n");

  Holder h;
  h.take(Owner(new Res(1)));
  Owner o2(new Res(2));
  h.take(std::move(o2));
  printf("o2 %s\n", o2.get() ? "full" : "empty");
  Owner o3 = pass_on(Owner(new Res(3)));
  printf("o3 holds %d\n", o3.get()->id);
  printf("use %d\n", use(std::move(o3)));
  printf("o3 %s\n", o3.get() ? "full" : "empty");
  return 0;
}
// expect: [first]
// expect: [second]
// expect: [second]
// expect: [xxx]
// expect: s now []
// expect: a: 1 2 3
// expect: c: 4 8 12 -2 -1
// expect: acquire 1
// expect: held 1
// expect: ~Owner empty
// expect: acquire 2
// expect: move owner
// expect: release 1
// expect: held 2
// expect: ~Owner empty
// expect: o2 empty
// expect: acquire 3
// expect: passing 3
// expect: move owner
// expect: ~Owner empty
// expect: o3 holds 3
// expect: move owner
// expect: use 3
// expect: ~Owner full
// expect: release 3
// expect: o3 empty
// expect: ~Owner empty
// expect: ~Owner empty
// expect: ~Owner full
// expect: release 2
