/* bench/native/divergence.c: bench/programs/divergence.cu as plain C.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 14)
#endif

int
main (void)
{
  unsigned int *out = malloc (N * sizeof (unsigned int));
  for (int i = 0; i < N; i++)
    {
      int tx = i % 128, bx = i / 128;
      int trips = (tx * 7 + bx * 3) % 64;
      unsigned int x = (unsigned int) i;
      for (int k = 0; k < trips; k++)
        if (x & 1)
          x = 3 * x + 1;
        else
          x = x / 2 + k;
      out[i] = x;
    }
  unsigned long long mix = 0;
  for (int i = 0; i < N; i++)
    mix = (mix * 31 + out[i]) % 1000000007ull;
  printf ("divergence n=%d checksum %llu\n", N, mix);
  free (out);
  return 0;
}
