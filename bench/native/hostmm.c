/* bench/native/hostmm.c: bench/programs/hostmm.cu as plain C (the kernel's store done here).
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 512
#endif

int
main (void)
{
  float *a = malloc (N * N * sizeof (float)), *b = malloc (N * N * sizeof (float));
  float *c = malloc (N * N * sizeof (float));
  for (int i = 0; i < N * N; i++)
    {
      a[i] = (float) (i % 7 - 3);
      b[i] = (float) (i % 5 - 2);
    }
  int h = 1;
  for (int row = 0; row < N; row++)
    for (int col = 0; col < N; col++)
      {
        float acc = 0.0f;
        for (int k = 0; k < N; k++)
          acc += a[row * N + k] * b[k * N + col];
        c[row * N + col] = acc;
      }
  long long sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += (long long) c[i] * (i % 11 + 1);
  printf ("hostmm n=%d checksum %lld kernel %d\n", N, sum, h);
  free (a);
  free (b);
  free (c);
  return 0;
}
