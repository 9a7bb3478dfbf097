// A multiply-add in device code is one fused multiply-add by default (nvcc -fmad=true): the
// GPU stores 2^-24 where rounding the product first gives 0. Issue 25.
#include "include/contract.cuh"

// expect: device: p[0] * p[1] + p[2] = 5.96046e-08
// expect: host:   p[0] * p[1] + p[2] = 0
