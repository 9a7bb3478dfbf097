// The implicit copy constructor and copy assignment copy member by member when a member says
// how (its own copy constructor or operator=); copying or assigning a derived object to a base
// object slices it, and the copy keeps the base's vtable pointer.
#include <cstdio>
struct Res {
  int id;
  Res(int i) : id(i) {}
  Res(const Res &o) : id(o.id * 10) { printf("Res copy %d\n", id); }
  Res &operator=(const Res &o) { id = o.id + 1; printf("Res assign %d\n", id); return *this; }
};
struct Holder {
  int tag;
  Res r;
  Holder(int t) : tag(t), r(t) {}
};
struct Base { virtual const char *who() const { return "base"; } int b = 1; };
struct Der : Base { const char *who() const override { return "der"; } int d = 2; };
int main() {
  Holder a(3);
  Holder b = a;
  printf("%d %d\n", b.tag, b.r.id);
  Holder c(7);
  c = a;
  printf("%d %d\n", c.tag, c.r.id);
  Der d;
  Base sliced = d;
  Base e;
  e = d;
  printf("%s %s %d\n", sliced.who(), e.who(), e.b);
  return 0;
}

// expect: Res copy 30
// expect: 3 30
// expect: Res assign 4
// expect: 3 4
// expect: base base 1
