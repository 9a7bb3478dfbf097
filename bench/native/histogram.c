/* bench/native/histogram.c: bench/programs/histogram.cu as plain C.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 18)
#endif
#define BINS 256

int
main (void)
{
  unsigned char *in = malloc (N);
  unsigned int hist[BINS] = { 0 };
  unsigned int x = 12345;
  for (int i = 0; i < N; i++)
    {
      x = x * 1103515245u + 12345u;
      in[i] = (unsigned char) ((x >> 16) % 251);
    }
  for (int i = 0; i < N; i++)
    hist[in[i]]++;
  unsigned long long total = 0, mix = 0;
  for (int b = 0; b < BINS; b++)
    {
      total += hist[b];
      mix = (mix * 131 + hist[b]) % 1000000007ull;
    }
  printf ("histogram n=%d total %llu checksum %llu\n", N, total, mix);
  free (in);
  return 0;
}
