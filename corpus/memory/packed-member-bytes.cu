// A kernel updates the members of packed structs (`__attribute__((packed))` and `#pragma
// pack(1)`, an unpacked struct nested in a packed one): none is aligned, and nvcc's code reads
// and writes each byte by byte (its PTX: `ld.global.u8 %r1, [%rd6+1]` ... for the int at offset
// 1), so no access is misaligned; cudak does the same. The results are g++'s for the same loop.
#include <stdio.h>
struct __attribute__((packed)) P { char c; int x; short s; double d; float f; };
#pragma pack(push, 1)
struct Q { char c; int x; struct { short a; long long b; } in; };
#pragma pack(pop)
__global__ void k(P *p, Q *q, int *out)
{
  int t = threadIdx.x;
  p[t].x += 100 * t;
  p[t].s = (short) (p[t].s * 3);
  p[t].d = p[t].d * 1.5 + t;
  p[t].f -= 0.25f;
  q[t].x = q[t].x * 2 + 1;
  q[t].in.b += 1000000007LL * t;
  q[t].in.a = -7;
  out[t] = p[t].x + q[t].x;
}
int main()
{
  P *p; Q *q; int *out;
  cudaMallocManaged(&p, 2 * sizeof(P));
  cudaMallocManaged(&q, 2 * sizeof(Q));
  cudaMallocManaged(&out, 2 * sizeof(int));
  for (int i = 0; i < 2; i++) { p[i].c = 'a'; p[i].x = 5 + i; p[i].s = -3; p[i].d = 2.5; p[i].f = 1.0f; q[i].c = 'b'; q[i].x = 40; q[i].in.a = 1; q[i].in.b = -5; }
  k<<<1, 2>>>(p, q, out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 2; i++)
    printf("%d %d %d %.2f %.2f %d %d %lld %d %c%c\n", out[i], p[i].x, p[i].s, p[i].d, p[i].f, q[i].x, q[i].in.a, q[i].in.b, (int) sizeof(P), p[i].c, q[i].c);
  cudaFree(p); cudaFree(q); cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 86 5 -9 3.75 0.75 81 -7 -5 19 ab
// expect: 187 106 -9 4.75 0.75 81 -7 1000000002 19 ab
