// corpus/frontend/valid/warning-once.cu: a warning of the build is printed once, by cudak; the
// a.out it writes does not print it again when it runs (it did, on every run).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#warning "this program only prints"

int main(void)
{
  printf("ran\n");
  return 0;
}
// expect: ran
// expect-stderr: warning-once.cu:5:2: warning: #warning "this program only prints"
// expect-stderr: #warning "this program only prints"
// expect-stderr:  ^~~~~~~
