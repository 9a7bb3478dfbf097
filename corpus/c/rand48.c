/* corpus/c/rand48.c: the drand48 family and rand_r, as simulations seed them: the state before
 * any srand48 (glibc's: zero), srand48, the xsubi forms on the program's own array, and rand_r
 * on a seed word. Output checked against gcc (glibc). */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
int main(void){ double d = drand48(); long l = lrand48(); printf("%.17g %ld\n", d, l);
 srand48(42); d = drand48(); l = lrand48(); long m = mrand48(); printf("%.17g %ld %ld\n", d, l, m);
 unsigned short x[3]={1,2,3}; d = erand48(x); l = nrand48(x); m = jrand48(x); printf("%.17g %ld %ld %u %u %u\n", d, l, m, x[0], x[1], x[2]);
 unsigned s=7; int a=rand_r(&s); int b = rand_r(&s); printf("%d %d %u\n", a, b, s); return 0; }
// expect: 3.907985046680551e-14 2116118
// expect: 0.74452500006100664 735945821 477107655
// expect: 0.44199632268870914 565063343 -1485464893 7666 39619 42869
// expect: 1187592820 153898277 2368046169
