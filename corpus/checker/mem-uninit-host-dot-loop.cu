// corpus/checker/mem-uninit-host-dot-loop.cu: dot products in counted loops that the host
// thread runs in a loop of its own (issue 22, semantics/host-step.c's HO_LOOP: loads, a
// multiply-add into the accumulator, the step), meeting an element that was never written and
// one past the end of an array: each reported where it happens, as when each statement runs on
// its own (the out-of-bounds read ends the program), and the sums before are those gcc's build
// prints (the second reads b[40] as 0.0f: fresh memory, in cudak and in gcc's build).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#define N 64
int main(void) {
  float *a = (float *) malloc((N + 1) * sizeof(float)), *b = (float *) malloc(N * sizeof(float));
  for (int i = 0; i <= N; i++)
    a[i] = (float) (i % 9) - 4.0f;
  for (int i = 0; i < N; i++)
    if (i != 40)
      b[i] = 0.25f * (float) (i % 5);
  float acc = 0.0f;
  for (int i = 0; i < 40; i++)
    acc += a[i] * b[i];
  printf("%g\n", acc);
  acc = 0.0f;
  for (int i = 0; i < N; i++)       /* b[40] was never written */
    acc += a[i] * b[i];
  printf("%g\n", acc);
  float *c = (float *) malloc(N * sizeof(float));
  for (int i = 0; i < N; i++)
    c[i] = 1.0f;
  float t = 0.0f;
  for (int i = 0; i <= N; i++)      /* c[N] lies past the end */
    t += a[i] * c[i];
  printf("%g\n", t);
  free(a);
  free(b);
  free(c);
  return 0;
}
// expect: -7.5
// expect: -1.75
// expect-exit: 1
// expect-report: ^mem-uninit-host-dot-loop\.cu:24:20: error: uninitialized read of 4 bytes in host memory at offset 160 of an allocation of 256 bytes allocated at mem-uninit-host-dot-loop\.cu:12:72
// expect-report: ^mem-uninit-host-dot-loop\.cu:24:20: note: read by the host thread
// expect-report: ^mem-uninit-host-dot-loop\.cu:31:18: error: out-of-bounds read of 4 bytes in host memory at offset 256 of an allocation of 256 bytes allocated at mem-uninit-host-dot-loop\.cu:26:24
// expect-report: ^mem-uninit-host-dot-loop\.cu:31:18: note: read by the host thread
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
