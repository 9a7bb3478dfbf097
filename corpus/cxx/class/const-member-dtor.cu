// A class with a const member of class type (as std::pair<const Key, T> in a map's nodes):
// the member is constructed and destroyed like any other; const does not apply to its
// destructor.
#include <stdio.h>
static int live = 0;
struct Res {
  int v;
  Res(int x) : v(x) { live++; }
  ~Res() { live--; }
};
struct Holder {
  const Res r;
  int k;
  Holder(int x) : r(x), k(x + 1) {}
};
template <class T> struct Box { const T t; Box(int x) : t(x) {} };
int main()
{
  {
    Holder h(4);
    Box<Res> b(7);
    printf("%d %d %d live=%d\n", h.r.v, h.k, b.t.v, live);
  }
  printf("live=%d\n", live);
  return 0;
}
// expect: 4 5 7 live=2
// expect: live=0
