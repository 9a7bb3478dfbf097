// [stmt.ambig]: a statement `T (x[i]).f (...);` cannot be a declaration (no declarator is
// followed by '.' or '->'), so it is an expression, as CUB code writes
// `WarpScan (temp[w]).InclusiveSum (x, y);`; `T (y);` stays a declaration; a type named through
// two namespaces (`a::b::T v;`) starts a declaration.
#include <cstdio>

struct Acc
{
  int *p;
  __host__ __device__ Acc (int &r) : p (&r) {}
  __host__ __device__ void add (int v) { *p += v; }
};

namespace a { namespace b { struct T { int v; }; typedef int I; } }

int main ()
{
  int slots[2] = { 1, 2 };
  Acc (slots[1]).add (40);
  int k = 0;
  Acc (slots[k]).add (9);
  Acc *q = new Acc (slots[0]);
  q->add (1);
  delete q;
  a::b::T t;
  t.v = 3;
  a::b::I i = 4;
  int (y);
  y = 5;
  printf ("%d %d %d %d %d\n", slots[0], slots[1], t.v, i, y);
  return 0;
}

// Expected output checked with g++.
// expect: 11 42 3 4 5
