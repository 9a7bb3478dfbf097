// What cudak does not do with templates yet, each one 'unsupported:' error where it is written
// and nothing after it (nvcc accepts all of it): a left fold over an assignment operator whose
// left operand is not a variable, deduction from a pack expansion whose pattern is more than the
// pack (`Tuple<Box<Ts>...>`). (`auto`, `auto &`, `auto &&`, `const auto &`, `auto *`,
// `decltype(auto)` return types and the other folds work: template/deduced-fold.cu,
// deduced-ref-fold-assign.cu, auto-fwd-return.cu; member templates: member-templates.cu;
// pack expansions in template arguments, base and mem-initializer lists and braced lists:
// pack-expansions.cu.)
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T> auto &&first(T &x) { return x; }   // works
template <class T> int g(T x) { return (int)x; }
int h(int a, int b) { return a + b; }
template <class... Ts> int set_all(Ts... args) { int a[1]; return (a[0] = ... = args); }
template <class... Ts> struct Tuple { int n; };
template <class T> struct Box { T v; };
template <class... Ts> int arity(Tuple<Box<Ts>...> t) { return t.n; }

int main()
{
  int v = 2;
  printf("%d %d %d %d\n", first(v), set_all(1, 2), h(1, 2), arity(Tuple<Box<int>, Box<char>>{2}));
  return 0;
}
// expect-build-fail
// expect-report: ^unsupported\.cu:15:73: error: unsupported: a left fold over an assignment operator whose left operand is not a variable$
// expect-report: ^unsupported\.cu:18:47: error: unsupported: deducing template arguments from this pack expansion \(only 'S<T, Ts\.\.\.>' is matched\)$
