// A functional cast as a non-type template argument (`!bool(B::value)`, `int(sizeof(T)) * 2`,
// as libstdc++'s negation writes it): an expression, not a type-id. Output checked against
// g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <type_traits>
template <class B> struct neg : std::integral_constant<bool, !bool(B::value)> {};
template <class T> struct twice : std::integral_constant<int, int(sizeof(T)) * 2> {};
int main() { printf("%d %d %d\n", (int)neg<std::true_type>::value, (int)neg<std::false_type>::value, twice<double>::value); }
// expect: 0 1 16
