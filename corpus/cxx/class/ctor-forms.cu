// Constructors: default, parameterised, copy, delegating, explicit, = default, = delete,
// member-initialiser lists and default member initialisers.
#include <cstdio>
struct Buffer {
  int size = 4;
  int fill{7};
  int tag;
  Buffer() : tag(0) { printf("default %d %d\n", size, fill); }
  Buffer(int s) : Buffer(s, 1) { printf("delegated %d\n", size); }
  Buffer(int s, int t) : size(s), tag(t) { printf("two %d %d\n", size, tag); }
  Buffer(const Buffer &o) : size(o.size), fill(o.fill), tag(o.tag + 1) { printf("copy %d\n", tag); }
  ~Buffer() { printf("dtor %d %d\n", size, tag); }
};
struct Id {
  int v;
  explicit Id(int x) : v(x) {}
};
struct Plain {
  int a;
  Plain() = default;
  Plain(const Plain &) = default;
};
struct NoCopy {
  int x;
  NoCopy(int v) : x(v) {}
  NoCopy(const NoCopy &) = delete;
};
int main() {
  Buffer a;
  Buffer b(8);
  Buffer c(2, 3);
  Buffer d = c;
  Buffer e(b);
  printf("sizes %d %d %d %d %d\n", a.size, b.size, c.size, d.size, e.size);
  Id i(5);
  Plain p;
  p.a = 3;
  Plain q(p);
  NoCopy n(9);
  printf("%d %d %d\n", i.v, q.a, n.x);
  return 0;
}

// expect: default 4 7
// expect: two 8 1
// expect: delegated 8
// expect: two 2 3
// expect: copy 4
// expect: copy 2
// expect: sizes 4 8 2 2 8
// expect: 5 3 9
// expect: dtor 8 2
// expect: dtor 2 4
// expect: dtor 2 3
// expect: dtor 8 1
// expect: dtor 4 0
