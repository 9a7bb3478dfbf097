/* bench/native/vecadd.c: bench/programs/vecadd.cu as plain C.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N (1 << 20)
#endif

int
main (void)
{
  float *a = malloc (N * sizeof (float)), *b = malloc (N * sizeof (float));
  float *c = malloc (N * sizeof (float));
  for (int i = 0; i < N; i++)
    {
      a[i] = (float) (i % 1000);
      b[i] = (float) (i % 7);
    }
  for (int i = 0; i < N; i++)
    c[i] = a[i] + b[i];
  long long sum = 0;
  for (int i = 0; i < N; i++)
    sum += (long long) c[i] * (i % 3 + 1);
  printf ("vecadd n=%d checksum %lld\n", N, sum);
  free (a);
  free (b);
  free (c);
  return 0;
}
