// The traits of expressions of <type_traits> (is_constructible, is_default/copy/move_constructible,
// is_convertible, is_assignable, is_copy/move_assignable and their is_nothrow_ forms, with the _v
// forms): answered by the frontend's own overload resolution (explicit and deleted constructors,
// access, conversion functions, derived-to-base conversions, references, abstract classes), and
// used as libraries use them: in enable_if to choose an overload (in the return type, in a
// default template argument, as the type of a value parameter `enable_if_t<C, int> = 0`), in
// static_assert, in host and device code. Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

struct A { int x; };
struct B { B(int) {} };
struct C { explicit C(int) {} C(const C &) = delete; C(C &&) noexcept {} };
struct D { D() noexcept {} D(const D &) {} D &operator=(const D &) = delete; };
struct E { operator int() const { return 1; } };
struct F { explicit operator bool() const { return true; } };
class G { G() {} public: static G make() { return G(); } };
struct H : A {};
struct V { virtual void f() = 0; };
struct M { M(M &&) = default; M() = default; M &operator=(M &&) noexcept { return *this; } };

static_assert(std::is_constructible<std::string, const char *>::value, "string from a C string");
static_assert(!std::is_convertible_v<int, std::vector<int>>, "vector's size constructor is explicit");
static_assert(std::is_nothrow_move_constructible_v<C>, "C's move constructor is noexcept");

template <class T>
std::enable_if_t<std::is_convertible_v<T, double>, const char *> kind(const T &) { return "number"; }
template <class T>
typename std::enable_if<!std::is_convertible<T, double>::value, const char *>::type kind(const T &) { return "other"; }

template <class T, std::enable_if_t<std::is_constructible_v<std::string, T>, int> = 0>
const char *text(const T &) { return "text"; }
template <class T, typename std::enable_if<!std::is_constructible<std::string, T>::value, bool>::type = true>
const char *text(const T &) { return "not text"; }

template <class T> struct Box {
  T v;
  template <class U, class = std::enable_if_t<std::is_constructible<T, U &&>::value>>
  explicit Box(U &&u) : v(std::forward<U>(u)) {}
};

template <class T> __host__ __device__ constexpr int props() {
  return std::is_default_constructible<T>::value * 4 + std::is_copy_constructible<T>::value * 2
         + std::is_nothrow_move_assignable<T>::value;
}

__global__ void k(int *out) {
  out[0] = props<A>();
  out[1] = props<M>();
  out[2] = std::is_convertible<H *, A *>::value;
}

#define P(...) printf("%d", (int) __VA_ARGS__)
int main() {
  P(std::is_constructible<A>::value); P(std::is_constructible<B>::value); P(std::is_constructible<B, int>::value);
  P(std::is_constructible<B, double>::value); P(std::is_constructible<B, const char *>::value);
  P(std::is_constructible<C, int>::value); P(std::is_convertible<int, C>::value); P(std::is_convertible<int, B>::value);
  printf(" ");
  P(std::is_copy_constructible<C>::value); P(std::is_move_constructible<C>::value);
  P(std::is_nothrow_move_constructible<C>::value); P(std::is_nothrow_copy_constructible<D>::value);
  P(std::is_nothrow_default_constructible<D>::value); P(std::is_copy_assignable<D>::value);
  P(std::is_default_constructible<G>::value); P(std::is_copy_constructible<G>::value);
  printf(" ");
  P(std::is_convertible<E, int>::value); P(std::is_convertible<F, bool>::value); P(std::is_constructible<bool, F>::value);
  P(std::is_convertible<H *, A *>::value); P(std::is_convertible<A *, H *>::value); P(std::is_convertible<H, A>::value);
  P(std::is_convertible<int, double>::value); P(std::is_convertible<void, void>::value); P(std::is_convertible<int, void>::value);
  printf(" ");
  P(std::is_constructible<int &, int>::value); P(std::is_constructible<const int &, int>::value);
  P(std::is_constructible<int &, int &>::value); P(std::is_assignable<int, int>::value);
  P(std::is_assignable<int &, int>::value); P(std::is_assignable<const int &, int>::value);
  P(std::is_assignable<int &, double>::value); P(std::is_assignable<std::string &, const char *>::value);
  printf(" ");
  P(std::is_default_constructible<V>::value); P(std::is_constructible<int[3]>::value); P(std::is_constructible<int[]>::value);
  P(std::is_copy_constructible<std::vector<int>>::value); P(std::is_constructible<std::vector<int>, int>::value);
  P(std::is_convertible<int, std::vector<int>>::value); P(std::is_convertible<const char *, std::string>::value);
  P(std::is_nothrow_move_assignable<M>::value); P(std::is_move_constructible<M>::value);
  P(std::is_copy_constructible<M>::value);
  printf(" ");
  P(std::is_nothrow_constructible<int, int>::value); P(std::is_nothrow_default_constructible<A>::value);
  P(std::is_nothrow_copy_constructible<A>::value); P(std::is_constructible<A, int>::value);
  P(std::is_constructible<A, A>::value); P(std::is_constructible_v<B, int>); P(std::is_convertible_v<int, B>);
  P(std::is_assignable_v<A &, A>);
  printf("\n");
  printf("%s %s %s %s\n", kind(3), kind(2.5f), kind(std::string("x")), kind(E()));
  printf("%s %s %s\n", text("abc"), text(42), text(std::string("s")));
  Box<std::string> b("boxed");
  Box<std::vector<int>> bv(std::vector<int>(3, 7));
  printf("%s %zu %d\n", b.v.c_str(), bv.v.size(), (int) std::is_constructible<Box<int>, std::string>::value);
  int *out;
  cudaMallocManaged(&out, 3 * sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%d %d %d\n", out[0], out[1], out[2]);
  cudaFree(out);
  return 0;
}
// expect: 10110101 01101001 101101110 01101011 0101101110 11101111
// expect: number number other number
// expect: text not text text
// expect: boxed 3 0
// expect: 7 5 1
