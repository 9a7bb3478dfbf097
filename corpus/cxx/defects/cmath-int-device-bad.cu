// Issue 19 defect: without --expt-relaxed-constexpr, device code may not call <cmath>'s
// integer overloads (constexpr host templates) other than pow's; nvcc's error, function by
// function (checked with nvcc -c: sqrt, ceil, floor, fabs, exp, log, log2, round fail).
#include <cmath>

__global__ void k(double *o, int n)
{
  o[0] = pow(n, 2);
  o[1] = sqrt(n);
  o[2] = ceil(n / 256);
  o[3] = floor(n) + fabs(n);
  o[4] = exp(n) + log(n) + log2(n) + round(n);
}
// syntax-only
// expect-build-fail
// expect-report: ^cmath-int-device-bad\.cu:9:10: error: calling a constexpr __host__ function\("sqrt"\) from a __global__ function\("k"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
// expect-report: ^cmath-int-device-bad\.cu:10:10: error: calling a constexpr __host__ function\("ceil"\)
// expect-report: ^cmath-int-device-bad\.cu:11:10: error: calling a constexpr __host__ function\("floor"\)
// expect-report: ^cmath-int-device-bad\.cu:11:21: error: calling a constexpr __host__ function\("fabs"\)
// expect-report: ^cmath-int-device-bad\.cu:12:10: error: calling a constexpr __host__ function\("exp"\)
// expect-report: ^cmath-int-device-bad\.cu:12:19: error: calling a constexpr __host__ function\("log"\)
// expect-report: ^cmath-int-device-bad\.cu:12:28: error: calling a constexpr __host__ function\("log2"\)
// expect-report: ^cmath-int-device-bad\.cu:12:38: error: calling a constexpr __host__ function\("round"\)
// nvcc: fail: ^cmath-int-device-bad\.cu\(9\): error: calling a constexpr __host__ function\("sqrt"\) from a __global__ function\("k"\) is not allowed
