// `new P(a)` and placement `new (m) P(a)` of a struct without constructors copy [a]; `new P()`
// value-initialises it to zero. cudak zeroed the object and dropped the copy (silently: every
// field read 0), which broke std::vector of plain structs once it constructed its elements by
// placement new. Expected output from g++.
#include <new>
#include <utility>
#include <cstdio>
#include <cstdlib>
struct P { float x; int id; };
int main() {
  P a = {1.5f, 7};
  P *m = (P *) malloc(2 * sizeof(P));
  new ((void *) m) P(a);
  new ((void *) (m + 1)) P(std::move(a));
  P *h = new P(a);
  P *z = new P();
  int k = 5;
  int *q = (int *) malloc(sizeof(int));
  new ((void *) q) int(k);
  printf("%g %d %g %d %g %d %g %d %d\n", m[0].x, m[0].id, m[1].x, m[1].id, h->x, h->id, z->x, z->id, *q);
  free(m);
  free(q);
  delete h;
  delete z;
  return 0;
}
// expect: 1.5 7 1.5 7 1.5 7 0 0 5
