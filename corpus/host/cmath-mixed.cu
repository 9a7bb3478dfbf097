// corpus/host/cmath-mixed.cu: <cmath>'s "sufficient additional overloads" ([c.math.syn]p2) for
// floating arguments of different types, as host code meets them (fmax of a double and a float
// fabs, atan2 of a float and a double literal): they promote to double (long double if one
// argument is), as libstdc++'s templates make them for g++ and nvcc; the same-type calls keep
// their float overloads. Values checked against g++.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <math.h>
#include <cmath>

int main(void)
{
  float f = 1.1f, g = -3.25f;
  double d = 0.1;
  long double ld = 2.0L;
  printf("%zu %zu %zu %zu %zu\n", sizeof(fmax(d, fabs(g))), sizeof(atan2(f, 1.0)),
         sizeof(pow(f, d)), sizeof(hypot(f, ld)), sizeof(fma(f, f, d)));
  printf("%zu %zu %zu\n", sizeof(fmax(f, g)), sizeof(std::fmin(f, 2.0f)), sizeof(pow(f, 2)));
  printf("%.17g\n", fmax(d, fabs(g)));
  printf("%.17g\n", atan2(f, 1.0));
  printf("%.17g\n", pow(f, d));
  printf("%.17g\n", std::fmin(d, f));
  printf("%.17g\n", fma(f, f, d));
  printf("%.17g\n", (double)hypot(f, ld));
  printf("%.9g\n", fmax(f, g));
  return 0;
}
// expect: 8 8 8 16 8
// expect: 4 4 8
// expect: 3.25
// expect: 0.83298127746260253
// expect: 1.0095765849650853
// expect: 0.10000000000000001
// expect: 1.3100000524520881
// expect: 2.2825424535925039
// expect: 1.10000002
