// g++'s type-trait intrinsics, which <type_traits> stands on: __is_class, __is_union, __is_enum, __is_empty, __is_polymorphic, __is_abstract, __has_virtual_destructor, __is_trivially_copyable, __is_trivial, __is_base_of, as constants in host and device code and as template arguments; and a non-type template parameter whose type is an earlier type parameter (`template <class T, T v>`, integral_constant's form) (issue 20).
// Expected output: the host build with g++ 12 (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
struct S { int x; };
struct E {};
struct D : S {};
struct V { virtual ~V() {} };
struct A { virtual void f() = 0; };
struct C { C(const C &) {} int y; };
struct U { U() {} int z; };
struct H { std::string s; };
union Un { int a; float b; };
enum En { X };
template <class T, T v> struct constant {
  static constexpr T value = v;
  constexpr operator T() const noexcept { return v; }
};
template <class T> struct is_cls : constant<bool, __is_class(T)> {};
__global__ void k(int *out)
{
  out[0] = __is_class(S) + 2 * __is_trivially_copyable(S) + 4 * constant<int, 8>::value;
}
int main()
{
  printf("%d %d %d %d %d\n", (int)__is_class(S), (int)__is_class(int), (int)__is_class(Un), (int)__is_union(Un), (int)__is_enum(En));
  printf("%d %d %d %d\n", (int)__is_empty(E), (int)__is_empty(S), (int)__is_empty(V), (int)__is_polymorphic(V));
  printf("%d %d %d %d\n", (int)__is_base_of(S, D), (int)__is_base_of(D, S), (int)__is_base_of(S, S), (int)__is_base_of(int, int));
  printf("%d %d %d %d %d %d\n", (int)__is_trivially_copyable(S), (int)__is_trivially_copyable(V), (int)__is_trivially_copyable(C),
         (int)__is_trivially_copyable(U), (int)__is_trivially_copyable(H), (int)__is_trivially_copyable(int[3]));
  printf("%d %d %d %d %d\n", (int)__is_trivial(S), (int)__is_trivial(U), (int)__is_abstract(A), (int)__is_abstract(V), (int)__has_virtual_destructor(V));
  printf("%d %ld %d %lu %d %d\n", constant<int, 5>::value, (long)constant<long, 7>(), (int)constant<bool, true>::value,
         constant<unsigned long, (1ul << 40)>::value, (int)is_cls<S>::value, (int)is_cls<En>::value);
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
// expect: 1 0 0 1 1
// expect: 1 0 0 1
// expect: 1 0 1 0
// expect: 1 0 0 1 0 1
// expect: 1 0 1 0 1
// expect: 5 7 1 1099511627776 1 0
// expect: 35
