// Near misses for the per-variable bounds and initialisation checks of frames: local arrays
// written in full and then read in bounds, a struct local reached through pointers to its
// members, pointers to locals filled in by callees, a local string, and recursion whose frames
// reuse the bytes of earlier calls, and structs with padding (never written) copied by value.
// Nothing here may be reported.
#include <stdio.h>
#include <string.h>

struct Pair { int lo; int hi; float w[3]; };
struct Tagged { char tag; int v; };   /* 3 bytes of padding after tag */

__host__ __device__ struct Tagged tagged(char tag, int v) {
  struct Tagged t;
  t.tag = tag;
  t.v = v;
  return t;
}

__host__ __device__ int untag(struct Tagged t) { return t.v + (t.tag == 'k'); }

__device__ void fill(int *dst, int n, int base) {
  for (int i = 0; i < n; i++)
    dst[i] = base + i;
}

__device__ void widen(struct Pair *p, int *lo, int *hi) {
  *lo -= 1;
  *hi += 1;
  p->w[2] = 0.5f;
}

__device__ int sum_window(int from) {
  int v[8];
  fill(v, 8, from);
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += v[i];
  return s;
}

__global__ void kernel(int *out) {
  struct Pair p;
  p.lo = 10;
  p.hi = 20;
  p.w[0] = p.w[1] = 1.0f;
  widen(&p, &p.lo, &p.hi);
  int *last = &p.hi;
  char tag[4] = { 'o', 'k', '\0', '\0' };
  struct Tagged tg = tagged('k', 1), copy = tg;
  int s = sum_window(threadIdx.x) + sum_window(1) + untag(copy) - 2;
  if (threadIdx.x == 0)
    printf("%s %d %d %g\n", tag, p.lo, *last, p.w[0] + p.w[1] + p.w[2]);
  out[threadIdx.x] = s;
}

static int depth_sum(int n) {
  int a[3];
  a[0] = n;
  a[1] = n > 0 ? depth_sum(n - 1) : 0;
  a[2] = a[0] + a[1];
  return a[2];
}

static void get_pair(struct Pair *p, int *count) {
  p->lo = 1;
  p->hi = 2;
  memset(p->w, 0, sizeof p->w);
  (*count)++;
}

int main(void) {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  struct Pair q;
  int count = 0;
  get_pair(&q, &count);
  int *hi = &q.hi;
  char name[8];
  strcpy(name, "pair");
  printf("%s %d %d %d %g\n", name, q.lo, *hi, count, q.w[2]);
  struct Tagged ht = tagged('k', 13), hcopy;
  hcopy = ht;
  printf("%d\n", depth_sum(5) + untag(hcopy) - 14);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: ok 9 21 2.5
// expect: 64 72 80 88
// expect: pair 1 2 1 0
// expect: 15
