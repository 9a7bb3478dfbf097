// A class's own allocation functions ([class.free]): `new C(...)` takes its memory from
// C::operator new (implicitly static, inherited by a derived class, which asks for its own size)
// and constructs the object there; `delete p` destroys it and gives the memory to
// C::operator delete, the sized form receiving the object's size; an aggregate's `new P{...}`
// too; `::operator new` stays the global one. Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <new>
static int live = 0;
struct Tracked {
  int id;
  Tracked(int i) : id(i) { printf("Tracked(%d)\n", id); }
  ~Tracked() { printf("~Tracked(%d)\n", id); }
  void *operator new(size_t n) { ++live; printf("alloc %zu\n", n); return malloc(n); }
  void operator delete(void *p, size_t n) { --live; printf("free %zu\n", n); free(p); }
};
struct Big : Tracked {
  double pad[4];
  Big(int i) : Tracked(i) { pad[0] = i; }
};
struct Plain {
  int a, b;
  static void *operator new(size_t n) { printf("plain alloc %zu\n", n); return malloc(n); }
  static void operator delete(void *p) { printf("plain free\n"); free(p); }
};
int main() {
  Tracked *t = new Tracked(1);
  Big *b = new Big(2);
  printf("live %d\n", live);
  delete b;
  delete t;
  Plain *p = new Plain{3, 4};
  printf("%d\n", p->a + p->b);
  delete p;
  Plain *q = new Plain;
  q->a = 5;
  delete q;
  Tracked *arr = static_cast<Tracked *>(::operator new(sizeof(Tracked)));
  ::operator delete(arr);
  printf("live %d\n", live);
  return 0;
}
// expect: alloc 4
// expect: Tracked(1)
// expect: alloc 40
// expect: Tracked(2)
// expect: live 2
// expect: ~Tracked(2)
// expect: free 40
// expect: ~Tracked(1)
// expect: free 4
// expect: plain alloc 8
// expect: 7
// expect: plain free
// expect: plain alloc 8
// expect: plain free
// expect: live 0
