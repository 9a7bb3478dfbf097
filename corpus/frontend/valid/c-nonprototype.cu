// A C translation unit (include/c-nonprototype.c) declares a function without a prototype and
// calls it with arguments; this C++ unit calls into it with C linkage.
// cudak-args: include/c-nonprototype.c
#include <stdio.h>
extern "C" int scaled_sum(int a, int b);
int main()
{
  printf("%d\n", scaled_sum(1, 2));
  return 0;
}
// expect: 9
