// A host memory error stops the program (as under AddressSanitizer), so the free() that follows
// it never runs. The leak check must not then blame the program for a leak it did not commit.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *a = (int *) malloc(4 * sizeof(int));
  for (int i = 0; i <= 4; i++)
    a[i] = i;
  printf("%d\n", a[3]);
  free(a);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-leak-after-stop\.cu:8:10: error: out-of-bounds write of 4 bytes in host memory at offset 16 of an allocation of 16 bytes allocated at mem-leak-after-stop\.cu:6:20
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
