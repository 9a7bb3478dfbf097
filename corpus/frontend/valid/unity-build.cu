// corpus/frontend/valid/unity-build.cu: #include of a .cu file and of a .c file into one
// translation unit, a guarded double include of the .cu, and a macro that selects its parts
// SPDX-License-Identifier: MIT
#include <stdio.h>
#define SAXPY_LIB_ONLY
#include "saxpy-lib.cu"
#include "saxpy-lib.cu"
#include "include/strutil.c"

int main(void)
{
  const int n = 40;
  float x[n], y[n];
  for (int i = 0; i < n; i++) {
    x[i] = (float) i;
    y[i] = 1.0f;
  }
  saxpy_host(n, 0.5f, x, y);
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += y[i];
  printf("sum=%.1f last=%.1f\n", s, y[n - 1]);
  printf("%d\n", count_char("a kernel, a launch, a sync", 'a'));
  return 0;
}
//
// expect: sum=430.0 last=20.5
// expect: 4
