// A static_assert on a trait of expressions that does not hold: a class whose copy constructor
// is deleted is not copy-constructible, one with an explicit constructor converts from nothing;
// the assertion's message in g++'s words. SPDX-License-Identifier: MIT
#include <type_traits>
struct Unique {
  Unique() = default;
  Unique(const Unique &) = delete;
  Unique(Unique &&) = default;
};
struct Meters {
  explicit Meters(double) {}
};
static_assert(std::is_move_constructible<Unique>::value, "movable");
static_assert(std::is_copy_constructible<Unique>::value, "Unique must be copyable");
static_assert(std::is_convertible_v<double, Meters>, "double converts to Meters");
int main() { return 0; }
// expect-build-fail
// nvcc: fail: ^traits-static-assert\.cu\(14\): error: static assertion failed with "Unique must be copyable"$
// expect-report: ^traits-static-assert\.cu:14:15: error: static assertion failed: Unique must be copyable$
// expect-report: ^traits-static-assert\.cu:15:15: error: static assertion failed: double converts to Meters$
