// Host loops that call functions (issue 22: calls and returns in the host thread's fast loop):
// a leaf function per iteration, a recursive one, a function through a pointer, one with
// locals of its own, a void one that writes through a pointer, and an uninitialised read inside
// a called function, which the checker reports at its place.
#include <stdio.h>
#include <stdlib.h>
static int sq(int x) { return x * x; }
static long long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static float scale(float v, float k) { float t[2] = { v, k }; return t[0] * t[1]; }
static void put(int *p, int i) { p[i] = sq(i) + 1; }
static int get(const int *p, int i) { return p[i]; }
int main(void) {
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += sq(i);
  printf("%d\n", s);
  printf("%lld\n", fib(20));
  int (*f)(int) = sq;
  long long t = 0;
  for (int i = 0; i < 50; i++)
    t += f(i) - i;
  printf("%lld\n", t);
  float acc = 0.0f;
  for (int i = 0; i < 10; i++)
    acc += scale((float) i, 0.5f);
  printf("%g\n", acc);
  int *p = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 7; i++)
    put(p, i);
  int u = 0;
  for (int i = 0; i < 8; i++)
    u += get(p, i);
  printf("%d\n", u > 0);
  free(p);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 328350
// expect: 6765
// expect: 39200
// expect: 22.5
// expect: 1
// expect-exit: 1
// expect-report: ^mem-uninit-host-call-loop\.cu:11:47: error: uninitialized read of 4 bytes in host memory at offset 28 of an allocation of 32 bytes allocated at mem-uninit-host-call-loop\.cu:27:20
// expect-report: ^mem-uninit-host-call-loop\.cu:11:47: note: read by the host thread
// expect-report: ^mem-uninit-host-call-loop\.cu:27:20: note: 32 bytes allocated here by malloc
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
