// Pointers to members (issue 19), as the Itanium C++ ABI represents them: a data member pointer
// is the member's offset (null: -1), a member function pointer {ptr, adj} (16 bytes; a virtual
// one holds 1 + its vtable offset and dispatches on the object: T::v through an S *); `.*` and
// `->*`, a const member function through a const object, null pointers and comparisons, a
// pointer to a member of a base used as one of the derived class. Host output as g++ prints it.
#include <cstdio>
struct S {
  int x, y;
  double z;
  int g (int k) { return x * k; }
  int h (int k) { return y + k; }
  virtual int v (int k) { return 100 + k; }
  int c () const { return x + y; }
};
struct T : S {
  int v (int k) override { return 200 + k; }
};
int main () {
  S s;
  s.x = 3; s.y = 4; s.z = 1.5;
  int S::*p = &S::x;
  double S::*pz = &S::z;
  printf ("%d %g\n", s.*p, s.*pz);
  p = &S::y;
  S *ps = &s;
  ps->*p = 40;
  printf ("%d %d\n", s.y, ps->*p);
  int (S::*f) (int) = &S::g;
  printf ("%d\n", (s.*f) (5));
  f = &S::h;
  printf ("%d\n", (ps->*f) (5));
  f = &S::v;
  T t;
  t.x = 1; t.y = 2;
  S *pt = &t;
  printf ("%d %d\n", (s.*f) (1), (pt->*f) (1));
  int (S::*cf) () const = &S::c;
  const S &cs = s;
  printf ("%d\n", (cs.*cf) ());
  int S::*np = nullptr;
  int (S::*nf) (int) = nullptr;
  printf ("null %d %d %d %d\n", np == nullptr, nf == nullptr, !np, p != nullptr);
  printf ("eq %d %d\n", p == &S::y, f == &S::v);
  if (f) printf ("f set\n");
  int T::*tp = &S::y;
  printf ("%d\n", t.*tp);
  printf ("sizeof %d %d\n", (int) sizeof (p), (int) sizeof (f));
  return 0;
}
// expect: 3 1.5
// expect: 40 40
// expect: 15
// expect: 45
// expect: 101 201
// expect: 43
// expect: null 1 1 1 1
// expect: eq 1 1
// expect: f set
// expect: 2
// expect: sizeof 8 16
