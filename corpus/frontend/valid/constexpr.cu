// constexpr variables and functions in constant expressions: a call of a constexpr function
// whose body is one return statement (C++11's form), with constant arguments, is a constant
// (recursion included), usable in static_assert, array sizes, enumerators and case labels.
// At run time it is an ordinary call.
// SPDX-License-Identifier: MIT
#include <stdio.h>

constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
constexpr unsigned mask(unsigned bits) { return bits >= 32 ? ~0u : (1u << bits) - 1; }
constexpr int WIDTH = 4;

static_assert(fact(5) == 120, "fact");
static_assert(mask(4) == 15u && mask(32) == ~0u, "mask");

int table[fact(WIDTH)];
enum { SIX = fact(3) };

int classify(int x)
{
  switch (x)
    {
    case fact(3): return 1;
    case fact(4): return 2;
    default: return 0;
    }
}

int main()
{
  int n = 6;
  printf("%d %d %u\n", (int) (sizeof table / sizeof table[0]), SIX, mask(8));
  printf("%d %d %d %d\n", fact(n), classify(6), classify(24), classify(5));
  return 0;
}
// expect: 24 6 255
// expect: 720 1 2 0
