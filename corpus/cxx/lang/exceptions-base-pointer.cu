// A thrown pointer to a class is caught by a handler of a pointer to a base ([except.handle]
// p3.3), moved to the base subobject (X at 16 in D, a virtual base where the object puts it); a
// null one stays null; a handler of the class pointer itself and of a scalar are as before.
// Host output as g++ prints it.
#include <cstdio>
struct B { int b = 1; virtual ~B () {} };
struct X { int x = 2; };
struct D : B, X { int d = 3; };
struct V : virtual B { int v = 4; };
int main () {
  D d;
  try { throw &d; }
  catch (B *p) { printf ("B* %d %d\n", p->b, (char *) p - (char *) &d); }
  try { throw &d; }
  catch (X *p) { printf ("X* %d\n", p->x); }
  try { D *n = nullptr; throw n; }
  catch (B *p) { printf ("null %d\n", p == nullptr); }
  try { throw &d; }
  catch (D *p) { printf ("D* %d\n", p->d); }
  try { throw (const D *) &d; }
  catch (const B *p) { printf ("const B* %d\n", p->b); }
  try { throw 5; }
  catch (int i) { printf ("int %d\n", i); }
  V v;
  try { throw &v; }
  catch (B *p) { printf ("vbase %d %d\n", p->b, (int) ((char *) p - (char *) &v)); }
  return 0;
}
// expect: B* 1 0
// expect: X* 2
// expect: null 1
// expect: D* 3
// expect: const B* 1
// expect: int 5
// expect: vbase 1 16
