// The linker joins one C symbol declared with different types (link-type-mismatch.cu), but not
// two definitions of it: two units that both define sumsq, with different types, are a
// redefinition, as ld's "multiple definition of `sumsq'" is.
// cudak-args: include/sumsq-cpu.cu
#include <stdio.h>

extern "C" float sumsq(const float *v, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * v[i];
  return s;
}

int main(void) {
  float v[3] = { 1, 2, 2 };
  printf("%g\n", sumsq(v, 3));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^link-type-redefined\.cu:7:18: error: redefinition of 'sumsq'$
// expect-report: ^include/sumsq-cpu\.cu:4:19: note: previous definition is here$
