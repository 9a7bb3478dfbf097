// Virtual bases mixed with non-virtual dynamic bases (issue 19): Top holds one I and one Base
// (virtual in Mix and Mix2, I also directly), J as Mix's primary base; the final overrider of
// I::id is Mix2's in Top (through I &, Base & and Mix2 &), deleting a Top through an I * runs
// ~Top and frees the whole object, a static_cast to a virtual base's reference, g++'s sizes.
// Host output as g++ prints it.
#include <cstdio>
struct I { virtual ~I () {} virtual int id () const = 0; int i = 1; };
struct J { virtual ~J () {} virtual int jd () const { return 5; } int j = 2; };
struct Base : virtual I { int b = 3; int id () const override { return 10 + b; } };
struct Mix : J, virtual Base { int m = 4; int jd () const override { return 50 + m; } };
struct Mix2 : virtual Base, virtual I { int n = 6; int id () const override { return 100 + n; } };
struct Top : Mix, Mix2 { int t = 7; ~Top () { printf ("~Top %d\n", id ()); } };
int viaI (const I &x) { return x.id (); }
int viaJ (const J &x) { return x.jd (); }
int main () {
  Top *t = new Top;
  printf ("%d %d %d %d\n", viaI (*t), viaJ (*t), t->i + t->j + t->b + t->m + t->n + t->t, t->id ());
  Base &b = *t;
  Mix2 &m2 = *t;
  printf ("%d %d %d\n", b.id (), m2.id (), static_cast<I &> (b).i);
  printf ("sizeof %d %d %d %d\n", (int) sizeof (Base), (int) sizeof (Mix), (int) sizeof (Mix2), (int) sizeof (Top));
  I *pi = t;
  delete pi;
  Mix mx;
  printf ("%d %d\n", viaI (mx), viaJ (mx));
  return 0;
}
// expect: 106 54 23 106
// expect: 106 106 1
// expect: sizeof 32 48 48 64
// expect: ~Top 106
// expect: 13 54
