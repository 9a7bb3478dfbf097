// A C translation unit (include/c-oldstyle.c) with an old-style definition and implicit int,
// accepted with warnings as in gcc -std=c11; this C++ unit calls into it with C linkage.
// SPDX-License-Identifier: MIT
// cudak-args: include/c-oldstyle.c
#include <stdio.h>
extern "C" int c_oldstyle(void);
int main()
{
  printf("%d\n", c_oldstyle());
  return 0;
}
// expect: 16
// expect-stderr: include/c-oldstyle.c:4:8: warning: type defaults to 'int' in declaration of 'base'
// expect-stderr: static base = 10;
// expect-stderr:        ^~~~
// expect-stderr: include/c-oldstyle.c:6:1: warning: return type defaults to 'int'
// expect-stderr: weighted(a, b, w)
// expect-stderr: ^~~~~~~~
// expect-stderr: include/c-oldstyle.c:6:1: warning: old-style function definition
// expect-stderr: weighted(a, b, w)
// expect-stderr: ^~~~~~~~
