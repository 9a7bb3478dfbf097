/* bench/native/transpose.c: bench/programs/transpose.cu as plain C.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 256
#endif

int
main (void)
{
  int *in = malloc (N * N * sizeof (int)), *out = malloc (N * N * sizeof (int));
  for (int i = 0; i < N * N; i++)
    in[i] = (i * 7919) % 65521;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      out[x * N + y] = in[y * N + x];
  unsigned long long mix = 0;
  for (int i = 0; i < N * N; i++)
    mix = (mix * 31 + (unsigned) out[i]) % 1000000007ull;
  printf ("transpose n=%d checksum %llu\n", N, mix);
  free (in);
  free (out);
  return 0;
}
