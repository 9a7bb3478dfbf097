// -G (device debug information): nvcc writes mul.f32 and add.f32 and ptxas, optimising
// nothing, fuses nothing (FMUL, FADD in the SASS), even with -fmad=true: the device rounds
// the product as the host does. Issue 25.
#include "include/contract.cuh"

// cudak-args: -G -fmad=true
// nvcc-args: -G -fmad=true
// expect: device: p[0] * p[1] + p[2] = 0
// expect: host:   p[0] * p[1] + p[2] = 0
