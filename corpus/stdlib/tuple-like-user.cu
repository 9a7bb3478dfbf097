// A class made tuple-like by the user's specialisations of std::tuple_size and std::tuple_element
// and a get<I> ([dcl.struct.bind]p4) is decomposed through get, not by its members: cudak does
// not do that yet, and says so once rather than binding the members (which would give x, y where
// g++ gives y, x); the names raise no further errors.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <tuple>

struct P
{
  int x;
  double y;
};
namespace std
{
template <> struct tuple_size<P>
{
  static const size_t value = 2;
};
template <> struct tuple_element<0, P>
{
  typedef double type;
};
template <> struct tuple_element<1, P>
{
  typedef int type;
};
}
template <std::size_t I> typename std::tuple_element<I, P>::type get(const P &p);
template <> double get<0>(const P &p) { return p.y; }
template <> int get<1>(const P &p) { return p.x; }

int main()
{
  P p = {1, 2.5};
  auto [a, b] = p;
  printf("%g %d\n", a, b);
  return 0;
}
// expect-build-fail
// expect-report: ^tuple-like-user\.cu:36:8: error: unsupported: structured bindings of 'P' through its std::tuple_size and get$
