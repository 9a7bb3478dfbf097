// The address of an overloaded member function as a pointer to member (issue 19, [over.over]):
// the target type chooses the overload (its parameters and const), in an initialization and
// as an argument; a pointer to a base's member as one of the derived class. Host output as g++
// prints it.
#include <cstdio>
struct S {
  int v = 2;
  int get () const { return v; }
  int get (int k) const { return v + k; }
  int get (int k) { return v * k; }
};
struct T : S { int w = 9; };
int call0 (const S &s, int (S::*p) () const) { return (s.*p) (); }
int main () {
  S s;
  int (S::*p0) () const = &S::get;
  int (S::*p1) (int) const = &S::get;
  int (S::*p2) (int) = &S::get;
  int (T::*pt) (int) = &S::get;
  T t;
  printf ("%d %d %d %d %d\n", (s.*p0) (), (s.*p1) (10), (s.*p2) (10), (t.*pt) (3), call0 (s, &S::get));
  return 0;
}
// expect: 2 12 20 6 2
