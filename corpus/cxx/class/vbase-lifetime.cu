// Virtual bases (issue 19): a virtual call in a constructor or destructor sees the class being
// constructed or destroyed ([class.cdtor]p4: A's destructor calls A::f, B's B::f and A's h
// through the construction table of B-in-D); the final overrider across the diamond (D::f, C::h
// through A &); a class template with a virtual base; a class with virtual bases returned and
// passed by value (the returned object is the one declared, as g++ elides the copy); an
// exception of a class with a virtual base caught by that base. Host output as g++ prints it.
#include <cstdio>
struct A {
  int a = 1;
  A () { printf ("A() f=%d\n", f ()); }
  virtual ~A () { printf ("~A f=%d\n", f ()); }
  virtual int f () const { return 1; }
  virtual int h () const { return 7; }
};
struct B : virtual A {
  int bb = 0;
  B () { printf ("B() f=%d\n", f ()); }
  ~B () { printf ("~B f=%d h=%d\n", f (), h ()); }
  int f () const override { return 2; }
  int geta () const { return a; }
};
struct C : virtual A {
  int c = 3;
  ~C () { printf ("~C f=%d\n", f ()); }
  int h () const override { return 70 + c; }
};
struct D : B, C {
  int f () const override { return 4; }
};
template <class T> struct X : virtual T { int x = 5; int fx () const { return this->f () + x; } };
struct Err : virtual A { int code; Err (int c) : code (c) {} };
struct Err2 : Err { Err2 () : Err (42) {} };
D make (int v) { D d; d.a = v; return d; }
int byval (D d) { return d.a + d.geta (); }
int main () {
  {
    D d;
    A &r = d;
    printf ("f=%d h=%d geta=%d\n", r.f (), r.h (), d.geta ());
    X<B> xb;
    printf ("xb %d %d\n", xb.fx (), (int) sizeof (X<B>));
    D m = make (9);
    printf ("m.a=%d byval=%d\n", m.a, byval (m));
  }
  try { throw Err2 (); }
  catch (A &e) { printf ("caught A f=%d\n", e.f ()); }
  try { throw Err2 (); }
  catch (const Err &e) { printf ("caught Err %d\n", e.code); }
  return 0;
}
// expect: A() f=1
// expect: B() f=2
// expect: f=4 h=73 geta=1
// expect: A() f=1
// expect: B() f=2
// expect: xb 7 48
// expect: A() f=1
// expect: B() f=2
// expect: m.a=9 byval=18
// expect: ~C f=1
// expect: ~B f=2 h=7
// expect: ~A f=1
// expect: ~C f=1
// expect: ~B f=2 h=7
// expect: ~A f=1
// expect: ~B f=2 h=7
// expect: ~A f=1
// expect: ~C f=1
// expect: ~B f=2 h=7
// expect: ~A f=1
// expect: A() f=1
// expect: caught A f=1
// expect: ~A f=1
// expect: A() f=1
// expect: caught Err 42
// expect: ~A f=1
