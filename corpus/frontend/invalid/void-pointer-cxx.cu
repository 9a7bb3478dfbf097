// expect-build-fail
#include <stdlib.h>
int main()
{
  int *p = malloc(4);
  free(p);
  return 0;
}
// nvcc: fail
// expect-stderr: void-pointer-cxx.cu:5:12: error: invalid conversion from 'void *' to 'int *'
// expect-stderr:   int *p = malloc(4);
// expect-stderr:            ^~~~~~
