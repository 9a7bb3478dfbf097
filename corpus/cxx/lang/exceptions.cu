// C++ exceptions of scalar and pointer types in host code: throw, try/catch in order, catch
// (...), rethrow with `throw;`, an exception thrown out of loops and through calls; kernels
// run between them as usual. Expected output from g++.
#include <cstdio>
int check(int v)
{
  if (v < 0)
    throw v;
  if (v == 0)
    throw "zero";
  return v * 2;
}
double ratio(int a, int b)
{
  if (b == 0)
    throw 1.5;
  return (double) a / b;
}
int nested(int v)
{
  try {
    return check(v);
  } catch (int e) {
    printf("nested caught %d, rethrowing\n", e);
    throw;
  }
}
int main()
{
  int vals[] = {3, -4, 0};
  for (int i = 0; i < 3; i++)
    {
      try {
        int r = check(vals[i]);
        printf("ok %d\n", r);
      } catch (int e) {
        printf("int %d\n", e);
      } catch (const char *msg) {
        printf("msg %s\n", msg);
      }
    }
  try { ratio(1, 0); } catch (double d) { printf("double %g\n", d); }
  try { ratio(1, 0); } catch (...) { printf("any\n"); }
  try { nested(-7); } catch (int e) { printf("outer %d\n", e); }
  try {
    for (int i = 0; i < 10; i++) {
      if (i == 3) throw i * 10L;
    }
  } catch (long e) { printf("long %ld\n", e); }
  printf("done\n");
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaFree(d);
  return 0;
}
// expect: ok 6
// expect: int -4
// expect: msg zero
// expect: double 1.5
// expect: any
// expect: nested caught -7, rethrowing
// expect: outer -7
// expect: long 30
// expect: done
