// Out of bounds on the host heap: a string copy that forgets the terminating zero's byte, then
// reads past the buffer.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  const char *word = "kernel";
  char *copy = (char *) malloc(strlen(word));
  memcpy(copy, word, strlen(word));
  int n = 0;
  while (copy[n] != '\0')
    n++;
  printf("%d\n", n);
  /* no free: the program stops at the error above */
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-oob-host-heap-read\.cu:11:14: error: out-of-bounds read of 1 byte in host memory at offset 6 of an allocation of 6 bytes allocated at mem-oob-host-heap-read\.cu:8:25
// expect-report: ^mem-oob-host-heap-read\.cu:11:14: note: read by the host thread
// expect-report: ^mem-oob-host-heap-read\.cu:8:25: note: 6 bytes allocated here by malloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
