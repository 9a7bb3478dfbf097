// Neither template is more specialised than the other ([temp.func.order]): g(T, int) and
// g(int, T) for g(1, 2) (each one's parameters fail to deduce from the other's synthesised
// types), and the same two as static members for m(x, &x), named with the argument types as
// g++ names them ('g(int, int)', 'm(int&, int*)').
// SPDX-License-Identifier: MIT
namespace n {
template <class T> int g(T, int) { return 1; }
template <class T> int g(int, T) { return 2; }
}
struct S {
  template <class T> static int m(T, int *) { return 1; }
  template <class T> static int m(int, T) { return 2; }
};
int main()
{
  int x = 1;
  return n::g(1, 2) + S::m(x, &x);
}
// expect-build-fail
// nvcc: fail: ^partial-order-ambiguous\.cu\(17\): error: more than one instance of overloaded function \"n::g\" matches the argument list:$
// expect-report: ^partial-order-ambiguous\.cu:17:14: error: call of overloaded 'g\(int, int\)' is ambiguous$
// expect-report: ^partial-order-ambiguous\.cu:7:24: note: candidate: 'int\(int, int\)'$
// expect-report: ^partial-order-ambiguous\.cu:8:24: note: candidate: 'int\(int, int\)'$
// expect-report: ^partial-order-ambiguous\.cu:17:27: error: call of overloaded 'm\(int&, int\*\)' is ambiguous$
