/* bench/native/memcpy.c: bench/programs/memcpy.cu as plain C: the two copies are memcpy, the
   kernel a loop.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef MIB
#define MIB 64
#endif
#define STRIDE 1024

int
main (void)
{
  size_t bytes = (size_t) MIB << 20, n = bytes / sizeof (int);
  int *h = malloc (bytes), *d = malloc (bytes);
  memset (h, 0, bytes);
  for (size_t i = 0; i < n; i += STRIDE)
    h[i] = (int) (i / STRIDE % 1000);
  memcpy (d, h, bytes);
  for (size_t i = 0; i < n; i += STRIDE)
    d[i] += 1;
  memcpy (h, d, bytes);
  long long sum = 0;
  for (size_t i = 0; i < n; i += STRIDE)
    sum += h[i];
  printf ("memcpy %d MiB checksum %lld\n", MIB, sum);
  free (h);
  free (d);
  return 0;
}
