// C++11 attributes that change no meaning cudak gives a program ([[nodiscard]],
// [[maybe_unused]], [[fallthrough]], [[noreturn]], [[deprecated]], ...) are accepted and
// skipped, before declarations and statements; a namespace alias names the same namespace.
// SPDX-License-Identifier: MIT
#include <stdio.h>

[[nodiscard]] int twice(int x) { return 2 * x; }

struct [[deprecated("use Pair")]] OldPair { int a, b; };

__device__ [[maybe_unused]] int unused_device_value = 3;

int classify(int x)
{
  [[maybe_unused]] int scratch = 0;
  switch (x)
    {
    case 0:
      x += 10;
      [[fallthrough]];
    case 1:
      return x;
    default:
      return -1;
    }
}

namespace geometry { namespace units { const int scale = 7; } }
namespace gu = geometry::units;

int main()
{
  printf("%d %d %d %d\n", twice(4), classify(0), classify(1), gu::scale);
  return 0;
}
// expect: 8 10 1 7
