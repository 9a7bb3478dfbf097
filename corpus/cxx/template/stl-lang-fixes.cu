// The language pieces the standard library headers need (issue 20): a range-based for over a
// class with begin()/end() members (iterators of class type too), a class template's instance
// as a temporary (`Less<int>()`), a static member function of an instance (`Lim<int>::max()`),
// and a qualified constant as a template argument (`Sel<ns::Flag<int>::value>`).
// Expected output: g++ 12.
// SPDX-License-Identifier: MIT
#include <cstdio>

namespace ns {
template <class T> struct Flag { static constexpr bool value = sizeof (T) == 4; };
template <class T> struct Lim { static T max() { return (T) 1000; } };
template <class T> struct Less { bool operator()(const T &a, const T &b) const { return a < b; } };
}
template <bool B> struct Sel { static constexpr int value = B ? 1 : 2; };

struct It {
  const int *p;
  int operator*() const { return *p * 10; }
  It &operator++() { ++p; return *this; }
  bool operator!=(const It &o) const { return p != o.p; }
};
struct Range {
  int a[4];
  It begin() const { It i = { a }; return i; }
  It end() const { It i = { a + 4 }; return i; }
};
struct Counted {
  int v;
  Counted(int x) : v(x) { printf("make %d\n", v); }
  Counted(const Counted &o) : v(o.v) { printf("copy %d\n", v); }
  ~Counted() { printf("drop %d\n", v); }
};
struct Box {
  Counted *b, *e;
  Counted *begin() { return b; }
  Counted *end() { return e; }
};

template <class T, class C> T pick(T a, T b, C c) { return c(a, b) ? a : b; }

int main()
{
  Range r = { { 1, 2, 3, 4 } };
  for (int x : r)
    printf("%d ", x);
  printf("\n");
  for (auto x : Range{ { 5, 6, 7, 8 } })
    printf("%d ", x);
  printf("\n");
  Counted c1 (1);
  Box bx = { &c1, &c1 + 1 };
  for (Counted c : bx)
    printf("in %d\n", c.v);
  for (const Counted &c : bx)
    printf("ref %d\n", c.v);
  printf("%d %g\n", pick (3, 4, ns::Less<int>()), pick (3.5, 2.5, ns::Less<double>{}));
  printf("%d %ld\n", ns::Lim<int>::max(), ns::Lim<long>::max() + 1);
  printf("%d %d\n", Sel<ns::Flag<int>::value>::value, Sel<ns::Flag<double>::value>::value);
  return 0;
}
// expect: 10 20 30 40 
// expect: 50 60 70 80 
// expect: make 1
// expect: copy 1
// expect: in 1
// expect: drop 1
// expect: ref 1
// expect: 3 2.5
// expect: 1000 1001
// expect: 1 2
// expect: drop 1
