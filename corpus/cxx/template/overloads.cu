// Overloaded function templates: the more specialised template wins (f(T *) over f(T),
// f(const Vec<T, N> &) over g(const T &)), a qualification conversion loses to none, an ordinary
// function wins a tie with an instance and loses to a better instance, `h<>(x)` names the
// templates only; the address of a function template chosen by its target type (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T> const char *f(T) { return "T"; }
template <class T> const char *f(T *) { return "T*"; }
template <class T> const char *f(const T *) { return "const T*"; }

template <class T, int N> struct V { T a[N]; };
template <class T> const char *g(const T &) { return "any"; }
template <class T, int N> const char *g(const V<T, N> &) { return "V"; }

const char *h(int) { return "plain"; }
template <class T> const char *h(T) { return "template"; }

template <class T> T twice(T x) { return x + x; }
template <class T> T half(T x) { return x / 2; }
double apply(double (*fn)(double), double x) { return fn(x); }

int main()
{
  int i = 0;
  const int ci = 0;
  V<int, 2> v;
  printf("%s %s %s %s %s\n", f(i), f(&i), f(&ci), g(i), g(v));
  printf("%s %s %s\n", h(1), h(1.0), h<>(1));
  int (*fi)(int) = twice;
  double (*fd)(double) = &twice;
  float (*ff)(float) = twice<float>;
  printf("%d %g %g", fi(21), fd(3), ff(1.5f));
  fd = half;
  printf(" %g %g\n", fd(3), apply(&twice<double>, 4));
  return 0;
}
// expect: T T* const T* any V
// expect: plain template template
// expect: 42 6 3 1.5 8
