// Virtual functions in a second base class: its subobject has a vtable of its own in the derived
// class, whose entries reach the overriders through thunks that move `this` back to the
// derived object; calls through pointers and references to either base.
#include <cstdio>
struct Shape { virtual ~Shape() {} virtual float area() const = 0; virtual const char *kind() const { return "shape"; } float pad; };
struct Named { virtual const char *name() const { return "anon"; } virtual int id() const { return 0; } int n = 5; };
struct Square : Shape, Named {
  float s;
  Square(float v) : s(v) {}
  float area() const override { return s * s; }
  const char *name() const override { return "square"; }
  int id() const override { return n + 1; }
};
struct Big : Square { Big() : Square(10) {} const char *name() const override { return "big"; } };
void show(const Named &n) { printf("%s %d\n", n.name(), n.id()); }
void area(const Shape *s) { printf("%s %g\n", s->kind(), s->area()); }
int main() {
  Square q(3);
  Big b;
  show(q);
  show(b);
  area(&q);
  area(&b);
  Named *np = &b;
  printf("%s %d %d\n", np->name(), np->id(), (int) sizeof(Square));
  return 0;
}

// expect: square 6
// expect: big 6
// expect: shape 9
// expect: shape 100
// expect: big 6 32
