// Names qualified through nested namespaces and typedefs, as <chrono> users write them:
// `a::b::T x;` and `a::b::Q<int> y;` declare (std::chrono::seconds, std::chrono::duration<...>),
// `c::Alias::f()` reaches the class's static member through a typedef
// (std::chrono::high_resolution_clock::now()), and `Q<int>(3)` / `a::b::Q<int>{4}` are
// functional casts of a class template's instance (std::chrono::duration<double>(d)).
#include <cstdio>
namespace a { namespace b {
struct S { static int f() { return 1; } };
typedef S T;
template <class X> struct Q { X v; Q() : v() {} Q(X x) : v(x) {} X get() const { return v; } };
typedef Q<int> QI;
} }
namespace c { struct S { static int f() { return 2; } }; typedef S T; typedef a::b::Q<long> QL; }

int main()
{
  int x1 = a::b::S::f();
  int x2 = c::T::f();
  int x3 = a::b::T::f();
  a::b::QI q1;
  q1.v = 1;
  a::b::Q<int> q3;
  q3.v = 3;
  c::QL q4(4);
  int y = a::b::Q<int>(5).get() + a::b::Q<int>{6}.get();
  printf("%d %d %d %d %d %ld %d\n", x1, x2, x3, q1.v, q3.v, q4.get(), y);
  return 0;
}
// expect: 1 2 1 1 3 4 11
