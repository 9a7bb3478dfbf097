// expect-build-fail
#include <stdlib.h>
int main()
{
  int *p = malloc(4);
  free(p);
  return 0;
}
// nvcc: fail: ^void-pointer-cxx\.cu\(5\): error: a value of type "void \*" cannot be used to initialize an entity of type "int \*"$
// expect-stderr: void-pointer-cxx.cu:5:12: error: invalid conversion from 'void *' to 'int *'
// expect-stderr:   int *p = malloc(4);
// expect-stderr:            ^~~~~~
