// corpus/frontend/valid/promotions.cu: integer promotions and the usual arithmetic conversions
// (char and short arithmetic, signed/unsigned comparison, unsigned wrap-around, shifts, mixed
// float/int), computed alike on the host and in a kernel, and const-correct pointer chains
// SPDX-License-Identifier: MIT
#include <stdio.h>

struct results { long long v[12]; };

__host__ __device__ void compute(struct results *r)
{
  unsigned char uc = 200, uc2 = 100;
  signed char sc = -100;
  unsigned short us = 65535;
  short s = -2;
  unsigned int u = 1;
  int i = -1;
  long l = -1;
  r->v[0] = uc + uc2;                 /* int 300, not 44 */
  r->v[1] = (unsigned char) (uc + uc2);
  r->v[2] = sc * 2;                   /* int -200 */
  r->v[3] = us + 1;                   /* int 65536 */
  r->v[4] = i < u;                    /* -1 converts to UINT_MAX: 0 */
  r->v[5] = l < u;                    /* long holds every unsigned: 1 */
  r->v[6] = (long long) (u - 2);      /* 4294967295 */
  r->v[7] = s >> 1;                   /* arithmetic shift of an int: -1 */
  r->v[8] = (unsigned short) s >> 1;  /* 65534 >> 1 */
  r->v[9] = sizeof(uc + uc2) + sizeof('a') * 10 + sizeof(s << 1) * 100;  /* 'a' is a char in C++ */
  r->v[10] = (long long) (7 / 2 * 2.0 + 7 / 2.0);
  r->v[11] = -7 / 2 * 10 + -7 % 2;     /* truncation toward zero */
}

__global__ void on_device(struct results *r) { compute(r); }

static int sum_rows(const int *const *rows, int n, int m)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    for (const int *p = rows[i]; p < rows[i] + m; p++)
      s += *p;
  return s;
}

int main(void)
{
  struct results h, d, *dp;
  compute(&h);
  cudaMalloc(&dp, sizeof d);
  on_device<<<1, 1>>>(dp);
  cudaMemcpy(&d, dp, sizeof d, cudaMemcpyDeviceToHost);
  cudaFree(dp);
  for (int k = 0; k < 12; k++)
    printf("%lld%s", h.v[k], k == 11 ? "\n" : " ");
  int same = 1;
  for (int k = 0; k < 12; k++)
    same &= h.v[k] == d.v[k];
  printf("device agrees: %d\n", same);

  int r0[3] = {1, 2, 3}, r1[3] = {4, 5, 6};
  int *rows[2] = {r0, r1};
  const int *const *crow = rows;       /* int ** converts to const int *const * in C++ */
  int *const fixed = r0;               /* the pointer is const, the ints are not */
  *fixed = 10;
  const char *const msg = "const chains";
  char const *alias = msg;
  printf("%d %s %c\n", sum_rows(crow, 2, 3), alias, *(msg + 6));
  return 0;
}
//
// expect: 300 44 -200 65536 0 1 4294967295 -1 32767 414 9 -31
// expect: device agrees: 1
// expect: 30 const chains c
