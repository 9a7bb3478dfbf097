// A class with a constructor, a destructor, member functions (const and not) and private
// data; a member operator of a struct. Destructors run at the end of their scopes.
#include <cstdio>
class Counter {
public:
  Counter(int start) : n(start) { printf("ctor %d\n", n); }
  ~Counter() { printf("dtor %d\n", n); }
  void add(int k) { n += k; }
  int get() const { return n; }
private:
  int n;
};
struct Vec {
  float x, y;
  Vec operator+(const Vec &o) const { return Vec{x + o.x, y + o.y}; }
};
int main() {
  Counter c(5);
  c.add(3);
  printf("%d\n", c.get());
  {
    Counter d(1);
    d.add(c.get());
    printf("inner %d\n", d.get());
  }
  Vec a = {1, 2}, b = {3, 4};
  Vec s = a + b;
  printf("%g %g\n", s.x, s.y);
  return 0;
}

// expect: ctor 5
// expect: 8
// expect: ctor 1
// expect: inner 9
// expect: dtor 9
// expect: 4 6
// expect: dtor 8
