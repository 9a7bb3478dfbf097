// A parenthesised expression that starts with a member of a class template's instance,
// `(W<int>::value)`, `(std::is_integral<T>::value)` (as a printf macro's `(int)(x)` writes it),
// is an expression; `(std::vector<int>::size_type) n` is still a cast.
// Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <type_traits>
#include <vector>
template <class T> struct W { static const int value = sizeof(T); typedef T type; };
#define SHOW(x) printf("%d\n", (int)(x))
int main() {
  int a = (W<int>::value);
  int b = (int)(W<double>::value) + (W<char>::value + 1);
  SHOW(std::is_integral<long>::value);
  SHOW(W<short>::value * 10);
  std::vector<int> v(5);
  auto n = (std::vector<int>::size_type) 2;
  auto d = (W<double>::type) 1 / 4;
  printf("%d %d %zu %zu %g\n", a, b, n, (std::vector<int>::size_type)(v.size()), d);
  return 0;
}
// expect: 1
// expect: 20
// expect: 4 10 2 5 0.25
