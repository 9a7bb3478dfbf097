// The host thread's loads and stores of 1, 2, 4 and 8 bytes in a loop (issue 22: their init bits
// are tested and set without access events): a byte written inside a word leaves the rest of it
// uninitialised, a partly written 8-byte element and an unaligned read are reported where they
// happen, each once, and reads of what the loop wrote report nothing.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  unsigned char *b = (unsigned char *) malloc(64);
  for (int i = 0; i < 64; i += 2)
    b[i] = (unsigned char) i;
  short *h = (short *) malloc(32 * sizeof(short));
  for (int i = 0; i < 32; i++)
    h[i] = (short) -i;
  long long *q = (long long *) malloc(8 * sizeof(long long));
  for (int i = 0; i < 7; i++)
    q[i] = i * 1000000007LL;
  int *w = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    w[i] = 7 * i;
  long long s = 0;
  for (int i = 0; i < 64; i += 2)
    s += b[i];
  for (int i = 0; i < 32; i++)
    s += h[i];
  for (int i = 0; i < 7; i++)
    s += q[i] % 1000;
  for (int i = 0; i < 8; i++)
    s += w[i];
  printf("%lld\n", s);
  /* a byte of each word of [w] rewritten: the words stay initialised */
  unsigned char *wb = (unsigned char *) w;
  for (int i = 0; i < 8; i++)
    wb[4 * i + 1] = 0;
  int t = 0;
  for (int i = 0; i < 8; i++)
    t += w[i];
  printf("%d\n", t);
  /* the odd bytes of [b] were never written: a 2-byte read of [b] meets one */
  unsigned short u;
  u = *(unsigned short *) &b[4];
  printf("%d\n", u & 0xff);
  /* the last element of [q] was never written */
  long long last = q[7];
  printf("%d\n", last == 12345);
  /* an unaligned 4-byte read across two initialised shorts */
  int un = *(int *) ((char *) h + 2);
  printf("%d\n", un == 0);
  free(b);
  free(h);
  free(q);
  free(w);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 839
// expect: 196
// expect: 4
// expect: 0
// expect: 0
// expect-exit: 1
// expect-report: ^mem-uninit-host-sizes\.cu:40:7: error: uninitialized read of 2 bytes in host memory at offset 4 of an allocation of 64 bytes allocated at mem-uninit-host-sizes\.cu:8:40 \(byte 1 was never written\)
// expect-report: ^mem-uninit-host-sizes\.cu:40:7: note: read by the host thread
// expect-report: ^mem-uninit-host-sizes\.cu:8:40: note: 64 bytes allocated here by malloc
// expect-report: ^mem-uninit-host-sizes\.cu:43:21: error: uninitialized read of 8 bytes in host memory at offset 56 of an allocation of 64 bytes allocated at mem-uninit-host-sizes\.cu:14:32
// expect-report: ^mem-uninit-host-sizes\.cu:43:21: note: read by the host thread
// expect-report: ^mem-uninit-host-sizes\.cu:14:32: note: 64 bytes allocated here by malloc
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
