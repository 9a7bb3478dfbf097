// GCC and NVCC __builtin_ functions where nvcc accepts them (issue 23, defect 5): the host
// converts a big-endian header with __builtin_bswap32 and counts with __builtin_ctz; the kernel
// counts bits with __builtin_popcount, takes integer logarithms with __builtin_clz, reads a
// float's bits through __builtin_memcpy, and tells the compiler what it may assume.
#include <stdio.h>
#include <stddef.h>

struct record {
  unsigned magic;
  unsigned count;
  double scale;
};

__device__ int ilog2(unsigned x) {
  return 31 - __builtin_clz(x);
}

__global__ void analyse(const unsigned *masks, const float *values, int *bits, int *logs,
                        unsigned *exponents, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0))
    return;
  __builtin_assume(n > 0);
  bits[i] = __builtin_popcount(masks[i]) + __builtin_popcountll(0xff00000000ull);
  logs[i] = ilog2(masks[i] | 1u) + __builtin_clzll(1ull << 40);
  unsigned raw;
  __builtin_memcpy(&raw, &values[i], sizeof raw);
  exponents[i] = (raw >> 23) & 0xff;
  char pad[4];
  __builtin_memset(pad, 0, sizeof pad);
  exponents[i] += pad[3];
}

int main(void) {
  const int n = 8;
  unsigned h_masks[n] = {0u, 1u, 3u, 0xf0u, 0xffffu, 0x80000000u, 0x12345678u, 0xffffffffu};
  float h_values[n] = {1.0f, 2.0f, 0.5f, 3.0f, 1024.0f, 0.25f, 100.0f, -8.0f};
  unsigned char wire[4] = {0x00, 0x00, 0x01, 0x02};
  unsigned be;
  __builtin_memcpy(&be, wire, sizeof be);
  unsigned count = __builtin_bswap32(be);
  printf("count %u, trailing zeros %d, offset of scale %d, strlen %d, cmp %d\n", count,
         __builtin_ctz(count), (int) __builtin_offsetof(record, scale),
         (int) __builtin_strlen("cudak"), __builtin_memcmp("ab", "ab", 2));
  printf("huge %d, nan %d, bswap16 %x, bswap64 %lx, popcountl %d, clzl %d, ctzll %d\n",
         __builtin_huge_val() > 1e308, __builtin_nanf("") != __builtin_nanf(""),
         __builtin_bswap16(0x1234), __builtin_bswap64(0x0102030405060708ul),
         __builtin_popcountl(0xfful), __builtin_clzl(1ul), __builtin_ctzll(1ull << 33));
  unsigned *masks, *exponents;
  float *values;
  int *bits, *logs;
  cudaMalloc(&masks, sizeof h_masks);
  cudaMalloc(&values, sizeof h_values);
  cudaMalloc(&bits, n * sizeof(int));
  cudaMalloc(&logs, n * sizeof(int));
  cudaMalloc(&exponents, n * sizeof(unsigned));
  cudaMemcpy(masks, h_masks, sizeof h_masks, cudaMemcpyHostToDevice);
  cudaMemcpy(values, h_values, sizeof h_values, cudaMemcpyHostToDevice);
  analyse<<<1, 32>>>(masks, values, bits, logs, exponents, n);
  int h_bits[n], h_logs[n];
  unsigned h_exp[n];
  cudaMemcpy(h_bits, bits, sizeof h_bits, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_logs, logs, sizeof h_logs, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_exp, exponents, sizeof h_exp, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf("%08x: %d bits, log %d, exponent %u\n", h_masks[i], h_bits[i], h_logs[i], h_exp[i]);
  cudaFree(masks);
  cudaFree(values);
  cudaFree(bits);
  cudaFree(logs);
  cudaFree(exponents);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: count 258, trailing zeros 1, offset of scale 8, strlen 5, cmp 0
// expect: huge 1, nan 1, bswap16 3412, bswap64 807060504030201, popcountl 8, clzl 63, ctzll 33
// expect: 00000000: 8 bits, log 23, exponent 127
// expect: 00000001: 9 bits, log 23, exponent 128
// expect: 00000003: 10 bits, log 24, exponent 126
// expect: 000000f0: 12 bits, log 30, exponent 128
// expect: 0000ffff: 24 bits, log 38, exponent 137
// expect: 80000000: 9 bits, log 54, exponent 125
// expect: 12345678: 21 bits, log 51, exponent 133
// expect: ffffffff: 40 bits, log 54, exponent 130
