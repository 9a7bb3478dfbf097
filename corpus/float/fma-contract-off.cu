// -fmad=false: nvcc emits mul.rn.f32 and add.rn.f32, which no one fuses; the device computes
// what the host computes. Issue 25.
#include "include/contract.cuh"

// cudak-args: -fmad=false
// nvcc-args: -fmad=false
// expect: device: p[0] * p[1] + p[2] = 0
// expect: host:   p[0] * p[1] + p[2] = 0
