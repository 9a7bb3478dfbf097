// A class's own unary operator& is called for `&x` (as thrust::device_reference's gives a
// device_ptr), also on a temporary; without one, `&x` is the object's address.
#include <cstdio>

struct Handle { int *p; };
struct Ref
{
  int *p;
  Handle operator& () const { Handle h = { p }; return h; }
};
Ref at (int *a, int i) { Ref r = { a + i }; return r; }
struct Plain { int v; };

int main ()
{
  int a[3] = { 10, 20, 30 };
  Ref r = at (a, 1);
  Handle h = &r;
  Handle t = &at (a, 2);
  Plain pl = { 7 };
  Plain *pp = &pl;
  printf ("%d %d %d\n", *h.p, *t.p, pp->v);
  return 0;
}

// Expected output checked with g++.
// expect: 20 30 7
