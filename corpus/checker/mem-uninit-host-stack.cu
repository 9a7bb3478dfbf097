// Uninitialised read on the host stack: the count is only set when the file opens, but it is
// printed in either case through the pointer that was meant to receive it.
#include <stdio.h>
static void count_lines(const char *path, int *n) {
  FILE *f = fopen(path, "r");
  if (!f)
    return;
  *n = 0;
  for (int c; (c = fgetc(f)) != EOF;)
    *n += c == '\n';
  fclose(f);
}
int main(void) {
  int lines;
  count_lines("missing.txt", &lines);
  int *p = &lines;
  printf("%d\n", *p > 0);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0
// expect-exit: 1
// expect-report: ^mem-uninit-host-stack\.cu:17:18: error: uninitialized read of 4 bytes in host memory at offset 0 of 'lines' \(4 bytes\)$
// expect-report: ^mem-uninit-host-stack\.cu:17:18: note: read by the host thread
// expect-report: ^mem-uninit-host-stack\.cu:14:7: note: 'lines' \(4 bytes\) declared here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
