// decltype of an xvalue is an rvalue reference ([dcl.type.decltype]p1.5): std::move(x) and
// std::forward<int>(x) give int &&, an lvalue int &, a prvalue int; a trailing return type
// `-> decltype(std::forward<T>(t))` returns T &&. Expected output from g++.
#include <cstdio>
#include <utility>
#include <type_traits>
template <class T> auto pass(T &&t) -> decltype(std::forward<T>(t)) { return std::forward<T>(t); }
int main() {
  int x = 1;
  printf("%d %d %d %d %d\n", (int) std::is_same<decltype(std::move(x)), int &&>::value,
         (int) std::is_same<decltype((x)), int &>::value, (int) std::is_same<decltype(x + 1), int>::value,
         (int) std::is_same<decltype(std::forward<int &>(x)), int &>::value,
         (int) std::is_same<decltype(std::forward<int>(x)), int &&>::value);
  pass(x) = 5;
  int y = pass(7);
  printf("%d %d %d\n", x, y, (int) std::is_same<decltype(pass(3)), int &&>::value);
  return 0;
}
// expect: 1 1 1 1 1
// expect: 5 7 1
