// Deduction against a class template's instance: `L<T>` deduces from an instance of L or from a
// class derived from one ([temp.deduct.call]p4.3), not from another template's instance or an
// explicit specialisation of it (the generic overload is chosen); member function templates
// with a trailing return type (`auto f(T &&t, U &&u) const -> decltype(...)`), whose decltype
// calls std::forward with the template's own parameters. Expected output from g++.
#include <cstdio>
#include <utility>
template <class T = void> struct L { int x; };
template <class T = void> struct G { int x; };
template <> struct G<void> { int y; };
struct D : L<long> {};
struct DD : D {};
template <class T, class C> int get(C, T *) { return 0; }
template <class T> int get(L<T>, T *) { return 1; }
template <class T> int get(G<T>, T *) { return 2; }
template <class T> int base_of(const L<T> &) { return (int) sizeof (T); }
template <class T, class U>
auto sum(T &&t, U &&u) -> decltype(std::forward<T>(t) + std::forward<U>(u)) { return std::forward<T>(t) + std::forward<U>(u); }
struct A {
  int k = 10;
  template <class T, class U>
  auto f(T &&t, U &&u) const -> decltype(std::forward<T>(t) * std::forward<U>(u)) { return k + t * u; }
  template <class T> auto g(T t) const -> decltype(t + 0.5) { return t + 0.5; }
  auto h() const -> int { return k; }
};
int main() {
  printf("%d %d %d %d\n", get(L<int>(), (int *) 0), get(G<int>(), (int *) 0), get(G<>(), (int *) 0),
         get(G<void>(), (int *) 0));
  printf("%d %d %d\n", base_of(L<char>()), base_of(D()), base_of(DD()));
  int x = 3;
  A a;
  printf("%d %d %g\n", sum(1, 2), sum(x, x), sum(x, 0.25));
  printf("%d %g %g %d\n", a.f(2, 3), a.f(x, 1.5), a.g(1), a.h());
  return 0;
}
// expect: 1 2 0 0
// expect: 1 8 8
// expect: 3 6 3.25
// expect: 16 14.5 1.5 10
