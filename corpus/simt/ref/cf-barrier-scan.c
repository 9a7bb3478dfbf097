/* corpus/simt/ref/cf-barrier-scan.c: the expected output of cf-barrier-scan.cu computed
 * sequentially: an inclusive prefix sum per block, and the tree reduction done level by level
 * (each level reads the previous level's values, as the barrier guarantees).
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>

#define NB 3
#define NT 96

int
main (void)
{
  int in[NB * NT];
  for (int i = 0; i < NB * NT; i++)
    in[i] = (i * 7) % 11 - 2;
  for (int b = 0; b < NB; b++)
    {
      int n = NT - 16 * b, s[NT], r[NT], old[NT];
      for (int t = 0; t < NT; t++)
        r[t] = t < n ? in[b * NT + t] : 0;
      int acc = 0;
      for (int t = 0; t < n; t++)
        s[t] = acc += in[b * NT + t];
      for (int half = 64; half > 0; half /= 2)
        {
          memcpy (old, r, sizeof r);
          for (int t = 0; t < half && t + half < NT; t++)
            if (old[t + half] > 0)
              r[t] = old[t] + old[t + half];
        }
      for (int i = 0; i < n; i += 16)
        {
          printf ("block %d scan %2d-%2d:", b, i, i + 15 < n ? i + 15 : n - 1);
          for (int j = i; j < i + 16 && j < n; j++)
            printf (" %d", s[j]);
          printf ("\n");
        }
      printf ("block %d sum of positive partial sums: %d\n", b, r[0]);
    }
  return 0;
}
