// A qualified call that no template matches is named as g++ names it: by the function's own
// name (not the namespace's), 'S::m' for a class's member, with the template arguments written
// ('lb<int>'), and the argument types; std::lower_bound with a comparator, which <algorithm>
// declares, not <vector>.
// SPDX-License-Identifier: MIT
#include <vector>
namespace n { template <class T> int lb(T, T) { return 1; } }
struct S { template <class T> static int m(T, T) { return 1; } };
int main()
{
  std::vector<int> v{1, 2, 3};
  auto less = [](int a, int b) { return a < b; };
  int r = n::lb(1, 2.0) + S::m(1, 2.0) + n::lb<int>(1, 2, 3);
  return r + (std::lower_bound(v.begin(), v.end(), 4, less) == v.end());
}
// expect-build-fail
// nvcc: fail: ^qualified-no-match\.cu\(13\): error: no instance of function template \"n::lb\" matches the argument list$
// expect-report: ^qualified-no-match\.cu:13:16: error: no matching function for call to 'lb\(int, double\)'$
// expect-report: ^qualified-no-match\.cu:13:31: error: no matching function for call to 'S::m\(int, double\)'$
// expect-report: ^qualified-no-match\.cu:13:52: error: no matching function for call to 'lb<int>\(int, int, int\)'$
// expect-report: ^qualified-no-match\.cu:14:31: error: no matching function for call to 'lower_bound\(int\*, int\*, int, <lambda>&\)'$
