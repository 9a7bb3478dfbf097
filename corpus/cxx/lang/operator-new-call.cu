// The allocation functions called as functions: ::operator new(n) and operator new[](n) give
// raw blocks that placement new fills and operator delete / delete[] release (a vector's
// storage); without memory, std::bad_alloc. Expected output from g++.
#include <cstdio>
#include <new>
struct V { int x; V(int v) : x(v) { printf("V(%d)\n", v); } ~V() { printf("~V(%d)\n", x); } };
int main() {
  int *p = static_cast<int *>(::operator new(4 * sizeof(int)));
  for (int i = 0; i < 4; i++)
    new (p + i) int(i * i);
  printf("%d\n", p[3]);
  ::operator delete(p);
  V *vs = static_cast<V *>(operator new[](3 * sizeof(V)));
  for (int i = 0; i < 3; i++)
    new (vs + i) V(i + 1);
  for (int i = 2; i >= 0; i--)
    vs[i].~V();
  operator delete[](vs);
  try {
    void *huge = ::operator new(1UL << 50);
    printf("not reached %p\n", huge);
  } catch (const std::bad_alloc &e) {
    printf("caught %s\n", e.what());
  }
  return 0;
}
// expect: 9
// expect: V(1)
// expect: V(2)
// expect: V(3)
// expect: ~V(3)
// expect: ~V(2)
// expect: ~V(1)
// expect: caught std::bad_alloc
