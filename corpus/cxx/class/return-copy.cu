// A function returning a class by value returns a copy of a member, a global or a
// parameter (the copy constructor runs); a local is the returned object itself (NRVO). Each
// object is destroyed once.
#include <stdio.h>
static int live = 0, copies = 0;
struct S {
  int *p;
  S(int v) : p(new int(v)) { live++; }
  S(const S &o) : p(new int(*o.p)) { live++; copies++; }
  ~S() { delete p; live--; }
  int get() const { return *p; }
};
struct Box {
  S s;
  Box() : s(4) {}
  S get() const { return s; }
  S self_copy() const { S local(*this->s.p + 1); return local; }
};
S glob(5);
S from_global() { return glob; }
S from_param(S p) { return p; }
int main()
{
  Box b;
  {
    S x = b.get();
    S y = from_global();
    S z = b.self_copy();
    printf("%d %d %d live=%d copies=%d\n", x.get(), y.get(), z.get(), live, copies);
  }
  {
    S w = from_param(S(6));
    printf("%d live=%d\n", w.get(), live);
  }
  printf("live=%d\n", live);
  return 0;
}
// expect: 4 5 5 live=5 copies=2
// expect: 6 live=3
// expect: live=2
