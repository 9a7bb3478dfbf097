// Calls in a host loop whose frames hold address-taken locals (issue 22: calls and returns in the
// host thread's fast loop): each call's frame starts uninitialised again, so the read of t[1]
// is reported on the one call that skips writing it, and the loads of its array go through the
// stack's checks (a frame's gaps, its init bits) on every call.
#include <stdio.h>
static int pick(int k) {
  int t[4];
  t[0] = k;
  if (k != 3)
    t[1] = 2 * k;
  int *p = t;
  return p[0] + p[1];
}
static int deep(int n) {
  int v[2];
  v[0] = n;
  v[1] = n > 0 ? deep(n - 1) : 0;
  return v[0] + v[1];
}
int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++)
    s += pick(i);
  printf("%d\n", s > 0);
  printf("%d\n", deep(10));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect: 55
// expect-exit: 1
// expect-report: ^mem-uninit-host-call-stack\.cu:12:18: error: uninitialized read of 4 bytes in host memory at offset 4 of 't' \(16 bytes\)
// expect-report: ^mem-uninit-host-call-stack\.cu:12:18: note: read by the host thread
// expect-report: ^mem-uninit-host-call-stack\.cu:7:7: note: 't' \(16 bytes\) declared here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
