// A partial specialisation whose pattern names a plain class (S<T, None>) matches only that
// class: S<int, Other> takes the primary template (it used to take the specialisation,
// whatever the class). <mutex>'s scoped_lock<M1, M2 = none> depends on it.
#include <cstdio>

struct None {};
struct Other {};

template <class A, class B = None>
struct S {
  int which() const { return 2; }
};

template <class A>
struct S<A, None> {
  int which() const { return 1; }
};

template <class A>
struct S<A, A *> {
  int which() const { return 3; }
};

int main()
{
  S<int> one;
  S<int, Other> two;
  S<int, int *> three;
  S<Other, None> four;
  printf("%d %d %d %d\n", one.which(), two.which(), three.which(), four.which());
  return 0;
}
// expect: 1 2 3 1
