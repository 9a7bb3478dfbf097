// __builtin_ctz and __builtin_bswap32 in a kernel: nvcc declares them for the host only
// ("calling a __host__ function ... from a __global__ function is not allowed"), unlike
// __builtin_clz and __builtin_popcount; cudak refuses them likewise, and the GNU C
// __builtin_types_compatible_p, which nvcc refuses in C++ (issue 23, defect 5).
// nvcc: fail: ^builtin-host-only\.cu\(14\): error: "__builtin_types_compatible_p" is only allowed in C$
// expect-build-fail
__global__ void decode(const unsigned *words, int *shift, unsigned *native) {
  int i = threadIdx.x;
  shift[i] = __builtin_ctz(words[i]);
  native[i] = __builtin_bswap32(words[i]);
}

int main(void) {
  return __builtin_types_compatible_p(int, unsigned);   // GNU C only
}
//
// SPDX-License-Identifier: MIT
// expect-report: ^builtin-host-only\.cu:9:14: error: calling a __host__ function\("__builtin_ctz"\) from a __global__ function\("decode"\) is not allowed$
// expect-report: ^builtin-host-only\.cu:10:15: error: calling a __host__ function\("__builtin_bswap32"\) from a __global__ function\("decode"\) is not allowed$
// expect-report: ^builtin-host-only\.cu:14:10: error: "__builtin_types_compatible_p" is only allowed in C$
