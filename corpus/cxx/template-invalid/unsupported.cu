// What cudak does not do with templates yet, each one 'unsupported:' error where it is written
// and nothing after it (nvcc accepts all of it): a deduced return type, a fold expression, a pack
// expansion in template arguments. (Member templates work now, template/member-templates.cu;
// a pack expanded in a pattern of a call argument, `h(g(args)...)`, too: forward-make.cu.)
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T> auto twice(T x) { return x + x; }
template <class T> int g(T x) { return (int)x; }
int h(int a, int b) { return a + b; }
template <class... Ts> int sum_fold(Ts... args) { return (g(args) + ...); }
template <class... Ts> struct Tuple { int n; };
template <class... Ts> int arity(Ts...) { Tuple<Ts...> t = {sizeof...(Ts)}; return t.n; }

int main()
{
  printf("%d %d %d %d\n", twice(2), sum_fold(1, 2.5), h(1, 2), arity(1, 2));
  return 0;
}
// expect-build-fail
// expect-report: ^unsupported\.cu:8:20: error: unsupported: deduced return types of function templates \('auto' without '-> type'\)$
// expect-report: ^unsupported\.cu:11:61: error: unsupported: fold expressions$
// expect-report: ^unsupported\.cu:13:51: error: unsupported: pack expansions in template arguments$
