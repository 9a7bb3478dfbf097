/* bench/native/struct-store.c: the plain-C twin of programs/struct-store.cu (gcc -O2).
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef BLOCKS
#define BLOCKS 256
#endif
struct rec { int id, twice, thrice; };
int main(void) {
  int n = BLOCKS * 256;
  struct rec *h = malloc(n * sizeof *h), *d = malloc(n * sizeof *d);
  for (int i = 0; i < n; i++) {
    struct rec r = { i, 2 * i, 3 * i };
    d[i] = r;
  }
  for (int i = 0; i < n; i++)
    h[i] = d[i];
  unsigned long long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; i++) {
    bad += h[i].id != i || h[i].twice != 2 * i || h[i].thrice != 3 * i;
    sum += (unsigned long long) h[i].thrice;
  }
  printf("struct-store threads=%d sum %llu bad %d\n", n, sum, bad);
  free(d);
  free(h);
  return 0;
}
