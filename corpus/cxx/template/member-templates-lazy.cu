// A member template's instance that overload resolution does not choose is only declared, its
// body never parsed ([temp.inst]p11): `Sink::put<long>` would not compile, the non-template
// put(long) is called. An iterator-range constructor template beside (size, value), and an
// `auto` member template taking a lambda. Expected output from g++.
#include <cstdio>
template <class T>
struct Vec {
  T *p; unsigned long n;
  Vec(unsigned long count, const T &v) : p(new T[count]), n(count) { for (unsigned long i = 0; i < n; i++) p[i] = v; }
  template <class It> Vec(It first, It last) : p(new T[last - first]), n(last - first) { for (unsigned long i = 0; first != last; ++first) p[i++] = *first; }
  ~Vec() { delete[] p; }
  template <class F> auto map(F f) const { return f(p[0]); }
};
void more();
int main() {
  Vec<int> a(5UL, 1);
  int src[] = {3, 4, 5};
  Vec<int> b(src, src + 3);
  more();
  printf("%lu %d %lu %d %g\n", a.n, a.p[4], b.n, b.p[2], b.map([](int x) { return x * 0.5; }));
}
struct Sink {
  void put(long v) { printf("long %ld\n", v); }
  template <class T> void put(T v) { v.describe(); }
};
void more() { Sink s; s.put(3L); }
// expect: long 3
// expect: 5 1 3 5 1.5
