// A static member function named as a value (S::f, &S::f, unqualified inside the class, of a
// class template's instance) is an ordinary function: its address a pointer to function
// ([expr.unary.op]p3), passed to qsort and to a function taking a callback.
#include <cstdio>
#include <cstdlib>
struct S {
  static int cmp(const void *a, const void *b) { return *(const int *) a - *(const int *) b; }
  static int twice(int x) { return 2 * x; }
  int run() { int (*p)(int) = twice; int (*q)(int) = &S::twice; return p(3) + q(4); }
};
template <typename T> struct W { static T id(T v) { return v; } };
int apply(int (*f)(int), int v) { return f(v); }
int main() {
  int a[] = {3, 1, 2};
  qsort(a, 3, sizeof(int), S::cmp);
  printf("%d %d %d\n", a[0], a[1], a[2]);
  printf("%d %d %d\n", S().run(), apply(S::twice, 5), apply(&W<int>::id, 9));
  auto p = &S::twice;
  printf("%d\n", p(10));
  return 0;
}
// expect: 1 2 3
// expect: 14 10 9
// expect: 20
