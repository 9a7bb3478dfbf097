// Issue 19 defect: nvcc accepts pow with int arguments in device code without
// --expt-relaxed-constexpr, and the result is double as on the host ([c.math.syn]p2; checked
// with nvcc's static_assert).
#include <cmath>

__global__ void k(double *o, int n, float f)
{
  static_assert(sizeof(pow(n, 2)) == 8, "pow(int, int) is double");
  static_assert(sizeof(pow(f, n)) == 8, "pow(float, int) is double");
  static_assert(sizeof(pow(f, 2.0f)) == 4, "pow(float, float) is float");
  o[0] = pow(n, 2);
  o[1] = pow(f, n) + pow(2.0, n);
}
// syntax-only
