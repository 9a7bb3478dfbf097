// Member templates called with explicit template arguments: `h.get<int>(3)`, with the
// disambiguator `h.template get<double>(4)`, `this->template scaled<3>()`, unqualified in a
// member, a non-type parameter, in a class template. Expected output from g++.
#include <cstdio>
struct H {
  int base = 10;
  template <class T> T get(int x) const { return (T) (x + base); }
  template <int N> int scaled() const { return N * base; }
  double both() const { return get<double>(1) / 4 + this->get<int>(2) + this->template scaled<3>(); }
};
template <class T> struct W {
  T v;
  template <class U> U as() const { return (U) v; }
  double twice() const { return 2 * as<double>(); }
};
int main() {
  H h;
  printf("%d %g %d %g\n", h.get<int>(3), h.template get<double>(4) / 8, h.scaled<5>(), h.both());
  W<float> w = {2.75f};
  printf("%d %g\n", w.as<int>(), w.twice());
}
// expect: 13 1.75 50 44.75
// expect: 2 5.5
