// Operator function templates (C++ [over.match.oper]p3, [temp.over]): non-member ones
// (`operator+`, `operator<<` of a class template, in a namespace found by argument-dependent
// lookup, a unary one) and member ones (`operator=` from another instance, `operator+=`,
// `operator()` of a function object, `operator[]`), deduced from the operands as a call's
// arguments are, ranked with the ordinary operator functions (a non-template one as good
// wins; the copy assignment stays the class's own). Expected output from g++.
#include <iostream>
#include <cstdio>
namespace geo {
template <class T> struct Vec {
  T x, y;
  Vec(T a, T b) : x(a), y(b) {}
  template <class U> Vec &operator=(const Vec<U> &o) { x = (T) o.x; y = (T) o.y; printf("converting =\n"); return *this; }
  template <class U> Vec &operator+=(const Vec<U> &o) { x += o.x; y += o.y; return *this; }
  template <class I> T operator[](I i) const { return i == 0 ? x : y; }
};
template <class T> Vec<T> operator+(const Vec<T> &a, const Vec<T> &b) { return Vec<T>(a.x + b.x, a.y + b.y); }
template <class T> Vec<T> operator-(const Vec<T> &a) { return Vec<T>(-a.x, -a.y); }
template <class T, class S> Vec<T> operator*(S s, const Vec<T> &v) { return Vec<T>(s * v.x, s * v.y); }
template <class T> bool operator==(const Vec<T> &a, const Vec<T> &b) { printf("template ==\n"); return a.x == b.x && a.y == b.y; }
inline bool operator==(const Vec<int> &a, const Vec<int> &b) { printf("plain ==\n"); return a.x == b.x && a.y == b.y; }
template <class T> std::ostream &operator<<(std::ostream &os, const Vec<T> &v) { return os << "(" << v.x << ", " << v.y << ")"; }
}
struct Max {
  template <class T> T operator()(T a, T b) const { return a < b ? b : a; }
};
struct Counter {
  int n = 0;
  template <class T> Counter &operator<<(const T &) { n++; return *this; }
};
int main() {
  geo::Vec<int> a(1, 2), b(3, 4);
  geo::Vec<int> c = a + b;
  std::cout << c << " " << -c << " " << 2 * c << std::endl;
  geo::Vec<double> d(0.5, 1.5), e(0.25, 0.25);
  std::cout << d + e << std::endl;
  d = c;
  std::cout << d << std::endl;
  geo::Vec<double> f(1.0, 1.0);
  f = e;   /* the copy assignment, not the template */
  f += a;
  std::cout << f << " " << f[0] << " " << f[1] << std::endl;
  std::cout << (a == b) << (c == c) << (d == d) << std::endl;
  Max m;
  std::cout << m(3, 7) << " " << m(2.5, -1.0) << " " << m('a', 'b') << std::endl;
  Counter k;
  k << 1 << "two" << 3.0;
  std::cout << k.n << std::endl;
  return 0;
}
// expect: (4, 6) (-4, -6) (8, 12)
// expect: (0.75, 1.75)
// expect: converting =
// expect: (4, 6)
// expect: (1.25, 2.25) 1.25 2.25
// expect: plain ==
// expect: 0plain ==
// expect: 1template ==
// expect: 1
// expect: 7 2.5 b
// expect: 3
