// Built and run as well as parsed: it prints nothing and exits with status 0.
#include <math.h>
static int f(int x) { return 1; }
static int f(double x) { return 2; }
static int f(int *p) { return 3; }
__global__ void k(float *a) { a[0] = sqrt(a[0]) + fabs(a[1]) + sqrtf(2.0f); }
int main()
{
  int i = 0;
  return f(1) + f(1.0) + f(&i) + f('c') - 7 + (int) sqrt(4.0) - 2;
}
