// Free of a pointer that is not the start of a heap block: the pointer was advanced past a
// 4-byte header before being freed.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  char *msg = (char *) malloc(32);
  msg[0] = msg[1] = msg[2] = msg[3] = '>';
  msg[4] = 'h';
  msg[5] = 'i';
  msg[6] = '\0';
  char *body = msg + 4;
  printf("%s\n", body);
  free(body);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: hi
// expect-exit: 1
// expect-report: ^mem-invalid-free\.cu:13:3: error: invalid free: 'free' of a pointer 4 bytes into an allocation of 32 bytes allocated at mem-invalid-free\.cu:6:24
// expect-report: ^mem-invalid-free\.cu:6:24: note: 32 bytes allocated here by malloc
// expect-report: ^mem-invalid-free\.cu:6:24: warning: leak: 32 bytes allocated by malloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
