// Issue 19 defect: <cmath>'s functions with an int argument take the double overload in C++
// host code ([c.math.syn]p2); they were "call of overloaded ... is ambiguous". Expected output
// from g++, except sizeof(pow(f, 2.0f)): CUDA's headers declare float pow(float, float) in the
// global namespace (4 under nvcc, checked with static_assert; g++ alone finds ::pow(double,
// double)).
#include <cstdio>
#include <cmath>

int main()
{
  int n = 1000;
  printf("%g %g %g %g %g\n", sqrt(n), pow(n, 2), ceil(n / 256), floor(n), fabs(-n));
  printf("%g %g %g %g\n", exp(1), log(n), log2(n), round(n));
  // one int argument makes the whole call double: pow(float, int) is pow(double, double)
  float f = 1.1f;
  printf("%zu %zu %zu %.10g\n", sizeof(pow(f, 2)), sizeof(pow(f, 2.0f)), sizeof(sqrt(n)), pow(f, 2));
  long big = 1L << 40;
  unsigned short us = 49;
  printf("%g %g %g\n", sqrt(big), sqrt(us), fmax(n, 2.5));
  return 0;
}
// expect: 31.6228 1e+06 3 1000 1000
// expect: 2.71828 6.90776 9.96578 1000
// expect: 8 4 8 1.210000052
// expect: 1.04858e+06 7 1000
