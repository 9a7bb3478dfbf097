// Member templates of classes and class templates (C++ [temp.mem]): member function templates
// deduced from a call, ranked with the other members (a non-template member of the same
// signature wins), a converting constructor template `Box(const Box<U> &)`, an iterator-range
// constructor template, a function object or lambda argument. Expected output from g++.
#include <cstdio>
struct Acc {
  int total = 0;
  template <class T> void add(T v) { total += (int) v; printf("add %d\n", (int) v); }
  template <class T, class U> T pick(T a, U b) const { return a > (T) b ? a : (T) b; }
  void add(const char *s) { printf("string %s\n", s); }
};
template <class T>
struct Box {
  T v;
  Box(T x) : v(x) {}
  template <class U> Box(const Box<U> &o) : v((T) o.v) { printf("converting\n"); }
  template <class F> T apply(F f) const { return f(v); }
};
struct Range {
  int sum;
  template <class It> Range(It first, It last) : sum(0) { for (It p = first; p != last; ++p) sum += *p; }
};
int twice(int x) { return 2 * x; }
int main() {
  Acc a;
  a.add(3);
  a.add(2.5);
  a.add("hi");
  printf("total %d pick %g %d\n", a.total, a.pick(1.5, 2), a.pick(7, 3.0));
  Box<int> bi(4);
  Box<double> bd(bi);
  printf("%g\n", bd.v);
  printf("%d\n", bi.apply(twice));
  printf("%d\n", bi.apply([](int x) { return x + 100; }));
  int arr[] = {1, 2, 3, 4};
  Range r(arr, arr + 4);
  printf("range %d\n", r.sum);
}
// expect: add 3
// expect: add 2
// expect: string hi
// expect: total 5 pick 2 7
// expect: converting
// expect: 4
// expect: 8
// expect: 104
// expect: range 10
