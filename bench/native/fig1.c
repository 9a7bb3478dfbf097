/* bench/native/fig1.c: the computation of bench/programs/fig1.cu as plain C (the native limit).
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#ifndef N
#define N 18
#endif
#define NBLOCKS 2
#define NTHREADS (N / NBLOCKS)

/* One block of the figure's kernel, thread by thread in barrier order. */
static void
sum_block (const int *in, int *out, int bid, int bdim)
{
  int shared[NTHREADS > NBLOCKS ? NTHREADS : NBLOCKS];
  for (int tid = 0; tid < bdim; tid++)
    shared[tid] = in[bid * bdim + tid];
  for (int tid = 0; tid < bdim / 2; tid++)
    shared[tid] += shared[bdim / 2 + tid];
  for (int i = 1; i != (bdim / 2) + (bdim % 2); ++i)
    shared[0] += shared[i];
  out[bid] = shared[0];
}

int
main (void)
{
  int host[N], out[NBLOCKS];
  printf ("INPUT: ");
  for (int i = 0; i != N; ++i)
    {
      host[i] = (21 * i + 29) % 100;
      printf (" %d ", host[i]);
    }
  printf ("\n");
  for (int b = 0; b < NBLOCKS; b++)
    sum_block (host, out, b, NTHREADS);
  sum_block (out, out, 0, NBLOCKS);
  printf ("OUTPUT: %u\n", (unsigned) out[0]);
  return 0;
}
