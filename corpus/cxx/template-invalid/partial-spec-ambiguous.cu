// Two partial specialisations match S<int *, int> and neither is more specialised than the
// other ([temp.class.order]: S<T, int> fixes the second argument, S<T *, U> the first): g++'s
// error and candidates.
// SPDX-License-Identifier: MIT
template <class T, class U> struct S { static const int v = 0; };
template <class T> struct S<T, int> { static const int v = 1; };
template <class T, class U> struct S<T *, U> { static const int v = 2; };
int main()
{
  return S<int, int>::v + S<int *, long>::v + S<int *, int>::v;
}
// expect-build-fail
// nvcc: fail: ^partial-spec-ambiguous\.cu\(10\): error: more than one partial specialization matches the template argument list of class \"S<int \*, int>\"$
// expect-report: ^partial-spec-ambiguous\.cu:10:47: error: ambiguous template instantiation for 'struct S<int\*, int>'$
// expect-report: ^partial-spec-ambiguous\.cu:6:27: note: candidates are: 'template<class T> struct S<T, int> \[with T = int\*\]'$
// expect-report: ^partial-spec-ambiguous\.cu:7:36: note:                 'template<class T, class U> struct S<T\*, U> \[with T = int; U = int\]'$
