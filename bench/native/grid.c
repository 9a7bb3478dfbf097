/* bench/native/grid.c: bench/programs/grid.cu as plain C.
   SPDX-License-Identifier: MIT */
#include <stdio.h>
#ifndef BLOCKS
#define BLOCKS 4096
#endif
#define SLOTS 1024

int
main (void)
{
  unsigned int slots[SLOTS] = { 0 };
  for (unsigned int b = 0; b < BLOCKS; b++)
    for (unsigned int t = 0; t < 256; t++)
      {
        unsigned int h = b * 256 + t;
        h = (h ^ 61u) ^ (h >> 16);
        h *= 9u;
        h ^= h >> 4;
        h *= 0x27d4eb2du;
        h ^= h >> 15;
        slots[b % SLOTS] += h & 0xffu;
      }
  unsigned long long total = 0, mix = 0;
  for (int s = 0; s < SLOTS; s++)
    {
      total += slots[s];
      mix = (mix * 31 + slots[s]) % 1000000007ull;
    }
  printf ("grid threads=%d total %llu checksum %llu\n", BLOCKS * 256, total, mix);
  return 0;
}
