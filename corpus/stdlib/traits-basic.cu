// <type_traits>: is_same, is_integral, enable_if (SFINAE), decay, common_type, conditional, traits in device code (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <type_traits>
template <class T> typename std::enable_if<std::is_integral<T>::value, int>::type f(T) { return 1; }
template <class T> typename std::enable_if<!std::is_integral<T>::value, int>::type f(T) { return 2; }
__global__ void k(int *o) { o[0] = std::is_same<int, int>::value + std::is_floating_point<const float>::value; }
int main() {
  printf("%d %d %d %d\n", std::is_same<int, int>::value, std::is_same<int, float>::value, f(1), f(1.0));
  printf("%d %d %d %d\n", std::is_signed<int>::value, std::is_unsigned<unsigned>::value, std::is_pointer<int *const>::value,
    std::is_same<std::decay<const int (&)[3]>::type, const int *>::value);
  printf("%d %d\n", std::is_same<std::common_type<int, double>::type, double>::value, std::is_arithmetic<int *>::value);
  printf("%d\n", std::is_same<std::conditional<sizeof(int) == 4, long, char>::type, long>::value);
}
// expect: 1 0 1 2
// expect: 1 1 1 1
// expect: 1 0
// expect: 1
