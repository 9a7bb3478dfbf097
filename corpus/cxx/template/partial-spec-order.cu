// Class template partial specialisations: of those that match, the most specialised one is
// chosen ([temp.class.spec.match], [temp.class.order]), whatever their order of declaration:
// S<T *, int> over S<T, int>, S<const T *, int> over both (a `const T *` pattern matches a
// pointer to const only), P<T> and P<T, T> over P<T, Ts...>, a `const X<N>` pattern for a const
// type only (C<const T>, C<T *const>, C<const T &>, C<const T[N]> beside their unqualified
// forms); an explicit specialisation over all. Used in device code too. Expected output from
// g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T, class U> struct S { static const int v = 0; };
template <class T> struct S<const T *, int> { static const int v = 3; };
template <class T> struct S<T, int> { static const int v = 1; };
template <class T> struct S<T *, int> { static const int v = 2; };

template <class T, int N> struct A { static const int v = 0; };
template <class T> struct A<T, 3> { static const int v = 1; };
template <int N> struct A<char, N> { static const int v = 2; };
template <> struct A<char, 3> { static const int v = 3; };

template <class... Ts> struct P { static const int v = 0; };
template <class T, class... Ts> struct P<T, Ts...> { static const int v = 1; };
template <class T> struct P<T> { static const int v = 2; };
template <class T> struct P<T, T> { static const int v = 3; };

template <int N> struct Tag {};
template <class T> struct K { static const int v = 0; };
template <int N> struct K<Tag<N> > { static const int v = N; };
template <int N> struct K<const Tag<N> > { static const int v = 10 * N; };

template <class T> struct C { static const int v = 0; };
template <class T> struct C<const T> { static const int v = 1; };
template <class T> struct C<T *> { static const int v = 2; };
template <class T> struct C<const T *> { static const int v = 3; };
template <class T> struct C<T *const> { static const int v = 4; };
template <class T> struct C<volatile T> { static const int v = 5; };
template <class T> struct C<T &> { static const int v = 6; };
template <class T> struct C<const T &> { static const int v = 7; };
template <class T, int N> struct C<T[N]> { static const int v = 8; };
template <class T, int N> struct C<const T[N]> { static const int v = 9; };

__global__ void kern(int *out)
{
  out[0] = S<int *, int>::v * 100 + P<int, int>::v * 10 + K<const Tag<2> >::v / 10;
}

int main()
{
  printf("%d %d %d %d %d\n", S<int, int>::v, S<int *, int>::v, S<const int *, int>::v, S<int, long>::v,
         S<int *, long>::v);
  printf("%d %d %d %d\n", A<int, 3>::v, A<char, 4>::v, A<char, 3>::v, A<int, 4>::v);
  printf("%d %d %d %d %d\n", P<>::v, P<int>::v, P<int, int>::v, P<int, long>::v, P<int, int, int>::v);
  printf("%d %d %d\n", K<Tag<2> >::v, K<const Tag<2> >::v, K<int>::v);
  printf("%d %d %d %d %d %d %d %d %d %d\n", C<int>::v, C<const int>::v, C<int *>::v, C<const int *>::v,
         C<int *const>::v, C<volatile int>::v, C<int &>::v, C<const int &>::v, C<int[3]>::v,
         C<const int[3]>::v);
  int *d;
  cudaMalloc(&d, sizeof(int));
  kern<<<1, 1>>>(d);
  int k = 0;
  cudaMemcpy(&k, d, sizeof k, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d\n", k);
  return 0;
}
// expect: 1 2 3 0 0
// expect: 1 2 3 0
// expect: 0 2 3 1 1
// expect: 2 20 0
// expect: 0 1 2 3 4 5 6 7 8 9
// expect: 232
