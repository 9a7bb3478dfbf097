// corpus/host/cmath-mixed-device.cu: the same mixed-type calls in device code: pow's additional
// overloads are declared for the device too, fmax's and atan2's are libstdc++'s constexpr host
// templates, which nvcc refuses without --expt-relaxed-constexpr, and so does cudak.
// SPDX-License-Identifier: MIT
#include <math.h>

__global__ void k(double *o, float f, double d)
{
  o[0] = fmax(d, f);
  o[1] = atan2(f, d);
  o[2] = pow(f, d);
}

int main(void)
{
  return 0;
}
// expect-build-fail
// expect-report: ^cmath-mixed-device\.cu:9:10: error: calling a constexpr __host__ function\("fmax"\) from a __global__ function\("k"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
// expect-report: ^cmath-mixed-device\.cu:10:10: error: calling a constexpr __host__ function\("atan2"\) from a __global__ function\("k"\) is not allowed\.
// nvcc: fail: ^cmath-mixed-device\.cu\(9\): error: calling a constexpr __host__ function\("fmax"\) from a __global__ function\("k"\) is not allowed
