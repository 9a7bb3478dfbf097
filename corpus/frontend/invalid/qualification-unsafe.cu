// expect-build-fail
// 'int **' to 'const int **' would let a 'const int *' be stored where an 'int *' is read
// (C++ [conv.qual]); 'const int *const *' is the safe spelling (valid/promotions.cu)
static const int limit = 10;
int main()
{
  int x = 0, *p = &x;
  const int **pp = &p;
  *pp = &limit;
  return *p;
}
// nvcc: fail: ^qualification-unsafe\.cu:8:18: error: invalid conversion from .int\*\*. to .const int\*\*. \[-fpermissive\]$
// expect-stderr: qualification-unsafe.cu:8:20: error: invalid conversion from 'int **' to 'const int **'
// expect-stderr:   const int **pp = &p;
// expect-stderr:                    ^
