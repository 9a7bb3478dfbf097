// Partial ordering of member function templates ([temp.func.order]): for a const lvalue
// 'operator()(const A &)' is more specialised than 'operator()(A &)', for a pointer 'g(A *)'
// than 'g(A)'; a non-const lvalue takes 'A &' (no const added). Expected output from g++.
#include <cstdio>
struct F {
  template <class A> int operator()(A &a) const { return 1; }
  template <class A> int operator()(const A &a) const { return 2; }
  template <class A> int g(A *) const { return 3; }
  template <class A> int g(A) const { return 4; }
};
int main() {
  F f;
  int x = 0;
  const int cx = 0;
  int *p = &x;
  printf("%d %d %d %d %d\n", f(x), f(cx), f(5), f.g(p), f.g(x));
  return 0;
}
// expect: 1 2 2 3 4
