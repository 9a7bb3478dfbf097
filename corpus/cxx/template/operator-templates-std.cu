// Operator templates used by the standard library's algorithms and containers: a global
// class template's operator< template found by argument-dependent lookup from inside std
// (std::map, std::set, std::sort, where std's own operator< hides it from ordinary lookup), an
// operator<< template declared first and defined after main, a non-type parameter deduced
// from the operands, and explicit specialisations written without their arguments
// (`template <> W<int> operator*(...)`, `template <> int f(int)`). Expected output from g++.
#include <map>
#include <set>
#include <vector>
#include <algorithm>
#include <iostream>
template <class T> struct Key { T k; };
template <class T> bool operator<(const Key<T> &a, const Key<T> &b) { return a.k < b.k; }
template <class T> std::ostream &operator<<(std::ostream &os, const Key<T> &v);
template <int N> struct Arr { int v[N]; };
template <int N> Arr<N> operator+(const Arr<N> &a, const Arr<N> &b) { Arr<N> r; for (int i = 0; i < N; i++) r.v[i] = a.v[i] + b.v[i]; return r; }
template <class T> struct W { T w; };
template <class T> W<T> operator*(const W<T> &a, const W<T> &b) { W<T> r; r.w = a.w * b.w; return r; }
template <> W<int> operator*(const W<int> &a, const W<int> &b) { W<int> r; r.w = -1; return r; }
template <class T> T f(T x) { return x + 1; }
template <> int f(int x) { return -x; }
int main() {
  std::map<Key<int>, int> m;
  m[Key<int>{3}] = 30;
  m[Key<int>{1}] = 10;
  for (auto &kv : m) std::cout << kv.first << " " << kv.second << std::endl;
  std::vector<Key<double>> v(3);
  v[0].k = 2.5; v[1].k = 0.5; v[2].k = 1.5;
  std::sort(v.begin(), v.end());
  std::set<Key<char>> s;
  s.insert(Key<char>{'b'});
  s.insert(Key<char>{'a'});
  std::cout << v[0] << v[1] << v[2] << " " << s.begin()->k << std::endl;
  Arr<2> a = {{1, 2}}, b = {{10, 20}};
  Arr<2> c = a + b;
  std::cout << c.v[0] << " " << c.v[1] << std::endl;
  W<int> wi{3};
  W<double> wd{1.5};
  std::cout << (wi * wi).w << " " << (wd * wd).w << std::endl;
  std::cout << f(3) << " " << f(1.5) << std::endl;
  return 0;
}
template <class T> std::ostream &operator<<(std::ostream &os, const Key<T> &v) { return os << "[" << v.k << "]"; }
// expect: [1] 10
// expect: [3] 30
// expect: [0.5][1.5][2.5] a
// expect: 11 22
// expect: -1 2.25
// expect: -3 2.5
