// corpus/host/fp16-conversions.cu: <cuda_fp16.h>'s conversions and arithmetic on the host,
// bit for bit against the toolkit's own host implementation (g++ with CUDA 13's cuda_fp16.h):
// __half2float of all 65536 halves, __float2half in the four rounding modes of 50000 floats
// (random bits, a third of them with exponents near half's range), the overflow and subnormal
// edges, and __hadd/__hsub/__hmul/__hdiv/__hmax, the comparison operators (!= is unordered)
// and __hisnan of 30000 random pairs, each summarised by an FNV-1a hash (NaN results as one
// canonical NaN). Expected output from that g++ build.
// timeout: 60
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
static float fbits(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static unsigned bitsf(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static void arithmetic() {
  unsigned long long h[8]; for (auto &x : h) x = 1469598103934665603ull;
  unsigned s = 777;
  for (int i = 0; i < 30000; i++) {
    s = s * 1664525u + 1013904223u; __half a = __ushort_as_half((unsigned short)(s >> 16));
    s = s * 1664525u + 1013904223u; __half b = __ushort_as_half((unsigned short)(s >> 16));
    s = s * 1664525u + 1013904223u; __half c = __ushort_as_half((unsigned short)(s >> 16));
    unsigned short r[8] = { __half_as_ushort(__hadd(a, b)), __half_as_ushort(__hsub(a, b)), __half_as_ushort(__hmul(a, b)), __half_as_ushort(__hdiv(a, b)),
                            __half_as_ushort(__hadd(__hmul(a, b), c)), __half_as_ushort(__hmax(a, b)), __half_as_ushort(__hneg(__habs(a))), (unsigned short)((a < b) | ((a == b) << 1) | ((a != b) << 2) | (__hisnan(a) << 3)) };
    for (int m = 0; m < 8; m++) { unsigned short v = r[m]; if (m < 7 && (v & 0x7fff) > 0x7c00) v = 0x7fff; h[m] = (h[m] ^ v) * 1099511628211ull; }
  }
  for (auto x : h) printf("%016llx\n", x);
}
int main() {
  arithmetic();
  unsigned long long h1 = 1469598103934665603ull;
  for (unsigned b = 0; b < 65536; b++) { float f = __half2float(__ushort_as_half((unsigned short)b)); unsigned u = bitsf(f); if (f != f) u = 0x7fc00000u; h1 = (h1 ^ u) * 1099511628211ull; }
  printf("half2float hash %016llx\n", h1);
  unsigned long long h[4] = {1469598103934665603ull, 1469598103934665603ull, 1469598103934665603ull, 1469598103934665603ull};
  unsigned s = 12345;
  for (int i = 0; i < 50000; i++) {
    s = s * 1664525u + 1013904223u;
    unsigned u = s;
    if (i % 3 == 0) u = (u & 0x807fffffu) | ((100u + (u >> 27)) << 23);   /* exponents near half's range */
    float f = fbits(u);
    unsigned short r[4] = { __half_as_ushort(__float2half_rn(f)), __half_as_ushort(__float2half_rz(f)), __half_as_ushort(__float2half_rd(f)), __half_as_ushort(__float2half_ru(f)) };
    for (int m = 0; m < 4; m++) { unsigned short v = r[m]; if ((v & 0x7fff) > 0x7c00) v = 0x7fff; h[m] = (h[m] ^ v) * 1099511628211ull; }
  }
  printf("rn %016llx rz %016llx rd %016llx ru %016llx\n", h[0], h[1], h[2], h[3]);
  const float edge[] = { 65504.0f, 65519.99f, 65520.0f, -65520.0f, 1e30f, -1e30f, 5.960464477539063e-08f, 2.98023223876953125e-08f, 2.9802326e-08f, 1e-10f, -1e-10f, 0.0f, -0.0f };
  for (float f : edge) printf("%.9g: %04x %04x %04x %04x\n", f, __half_as_ushort(__float2half_rn(f)), __half_as_ushort(__float2half_rz(f)), __half_as_ushort(__float2half_rd(f)), __half_as_ushort(__float2half_ru(f)));
  return 0;
}
// expect: 172cb9d42f26debe
// expect: d61e33d3befc4c87
// expect: 74b87db9a0d0ca67
// expect: 5647294c642572f3
// expect: c2f50d66f00a9fb9
// expect: 289e90752d81ef7c
// expect: aff72280694eddeb
// expect: 91175aa061f4efc0
// expect: half2float hash fc726d7d95a58383
// expect: rn f5ab5aeabe2e5bf1 rz 82e84d0d15209a77 rd da6daa9a5ad41f13 ru c0fecb358bd87915
// expect: 65504: 7bff 7bff 7bff 7bff
// expect: 65519.9883: 7bff 7bff 7bff 7c00
// expect: 65520: 7c00 7bff 7bff 7c00
// expect: -65520: fc00 fbff fc00 fbff
// expect: 1.00000002e+30: 7c00 7bff 7bff 7c00
// expect: -1.00000002e+30: fc00 fbff fc00 fbff
// expect: 5.96046448e-08: 0001 0001 0001 0001
// expect: 2.98023224e-08: 0000 0000 0000 0001
// expect: 2.98023259e-08: 0001 0000 0000 0001
// expect: 1.00000001e-10: 0000 0000 0000 0001
// expect: -1.00000001e-10: 8000 8000 8001 8000
// expect: 0: 0000 0000 0000 0000
// expect: -0: 8000 8000 8000 8000
