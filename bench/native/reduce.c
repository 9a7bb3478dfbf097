/* bench/native/reduce.c: bench/programs/reduce.cu as plain C (the same tree per block).
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 18)
#endif
#define BLOCK 256

int
main (void)
{
  int nblocks = N / BLOCK;
  int *in = malloc (N * sizeof (int)), *out = malloc (nblocks * sizeof (int));
  for (int i = 0; i < N; i++)
    in[i] = (i * 37 + 11) % 1001 - 500;
  for (int b = 0; b < nblocks; b++)
    {
      int sh[BLOCK];
      for (int t = 0; t < BLOCK; t++)
        sh[t] = in[b * BLOCK + t];
      for (unsigned s = BLOCK / 2; s > 0; s >>= 1)
        for (unsigned t = 0; t < s; t++)
          sh[t] += sh[t + s];
      out[b] = sh[0];
    }
  long long sum = 0, mix = 0;
  for (int b = 0; b < nblocks; b++)
    {
      sum += out[b];
      mix = (mix * 31 + out[b]) % 1000000007;
    }
  printf ("reduce n=%d sum %lld checksum %lld\n", N, sum, mix);
  free (in);
  free (out);
  return 0;
}
