// A write to a string literal on the host.
#include <stdio.h>
int main(void) {
  char *s = (char *)"hello";
  s[0] = 'j';
  printf("%s\n", s);
  return 0;
}
