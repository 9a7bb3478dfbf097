// static_cast and C-style casts between a class and its second base (issue 19): the pointer
// moves by the base's offset both ways (16 here), a null pointer stays null, references too.
// Host output as g++ prints it.
#include <cstdio>
struct A { int a = 1; virtual ~A () {} };
struct X { int x = 2; virtual int f () { return 20; } };
struct D : A, X { int d = 3; int f () override { return 30; } };
int main () {
  D d;
  X *px = &d;
  D *pd = static_cast<D *> (px);
  X &rx = d;
  D &rd = static_cast<D &> (rx);
  X *nx = nullptr;
  printf ("%d %d %d %d %d\n", pd->d, rd.d, pd == &d, static_cast<D *> (nx) == nullptr, (int) ((char *) px - (char *) &d));
  printf ("%d %d\n", ((X *) &d)->x, ((D *) px)->a);
  return 0;
}
// expect: 3 3 1 1 16
// expect: 2 1
