/* bench/native/startup.c: bench/programs/startup.cu as plain C: process start-up only.
   SPDX-License-Identifier: MIT */
#include <stdio.h>

int
main (void)
{
  printf ("startup ok\n");
  return 0;
}
