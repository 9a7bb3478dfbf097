// A class in a namespace with members defined outside it (ns::C::f), a static member function
// returning the class, a local class with a member function, a constructor initialising a
// member of an anonymous union.
#include <cstdio>
namespace geo {
  struct Pt {
    int x, y;
    Pt(int a, int b) : x(a), y(b) {}
    int manhattan() const;
    static Pt origin();
  };
  int Pt::manhattan() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
  Pt Pt::origin() { return Pt(0, 0); }
}
int geo_sum(const geo::Pt &p) { return p.x + p.y; }
int main() {
  struct Local {
    int v;
    int twice() const { return 2 * v; }
  };
  Local l = {21};
  geo::Pt p(3, -4);
  geo::Pt o = geo::Pt::origin();
  struct U { union { int i; float f; }; int tag; U() : i(7), tag(1) {} } u;
  printf("%d %d %d %d %d %d\n", l.twice(), p.manhattan(), o.x, geo_sum(p), u.i, u.tag);
  return 0;
}
// expect: 42 7 0 -1 7 1
