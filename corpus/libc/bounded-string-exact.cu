// corpus/libc/bounded-string-exact.cu: a bounded read of a character array that has no NUL and
// exactly the bound's size stays inside it: printf's "%.*s", strnlen and strndup read at most
// the bound, so nothing runs off the end (cudak reported one when the bound was the array's
// size). One byte more is a real overrun, reported.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
  char tag[4] = {'G', 'P', 'U', '!'};
  printf("[%.4s] [%.*s]\n", tag, 3, tag);
  printf("strnlen %zu\n", strnlen(tag, sizeof tag));
  char *copy = strndup(tag, sizeof tag);
  printf("strndup %s\n", copy);
  free(copy);
  printf("[%.5s]\n", tag);
  return 0;
}
// expect: [GPU!] [GPU]
// expect: strnlen 4
// expect: strndup GPU!
// expect-exit: 1
// expect-report: ^bounded-string-exact\.cu:18:3: error: out-of-bounds read of 1 byte in host memory at offset 4 of 'tag' \(4 bytes\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
