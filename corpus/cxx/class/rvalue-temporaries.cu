// A class prvalue bound to a `T &&` parameter is a temporary destroyed at the end of the
// full-expression, and `return std::move(param)` move-constructs the returned object (the
// shape of libstdc++'s operator+(string &&, const string &)): each object is destroyed once.
#include <stdio.h>
#include <utility>
static int live = 0, moves = 0;
struct S {
  int *p;
  S(int v) : p(new int(v)) { live++; }
  S(const S &o) : p(new int(*o.p)) { live++; }
  S(S &&o) : p(o.p) { o.p = 0; live++; moves++; }
  ~S() { delete p; live--; }
  S &add(int k) { *p += k; return *this; }
};
S mk(int v) { return S(v); }
int f(S &&a, S &&b) { return *a.p + *b.p; }
int g(S &&a, const S &b) { return *a.p + *b.p; }
S plus(S &&a, int k) { return std::move(a.add(k)); }
int main()
{
  int x = f(mk(1), mk(2));
  printf("%d live=%d\n", x, live);
  x = g(mk(3), mk(4));
  printf("%d live=%d\n", x, live);
  {
    S r = plus(plus(mk(5), 1), 2);
    printf("%d live=%d moves=%d\n", *r.p, live, moves);
  }
  printf("live=%d\n", live);
  return 0;
}
// expect: 3 live=0
// expect: 7 live=0
// expect: 8 live=1 moves=2
// expect: live=0
