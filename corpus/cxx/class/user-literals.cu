// User-defined literals (issue 19, [lex.ext]): a cooked floating literal operator (long double),
// an integer one (unsigned long long), a raw one (const char *, the spelling), one returning a
// class, and a __device__ one used in a kernel. Host values as g++ prints them.
#include <cstdio>
#include <cstring>
long double operator"" _km (long double x) { return x * 1000; }
unsigned long long operator"" _kb (unsigned long long n) { return n * 1024; }
int operator""_digits (const char *s) { return (int) strlen (s); }
struct Meters { double v; };
Meters operator"" _m (long double x) { return Meters{ (double) x }; }
__device__ unsigned long long operator"" _x2 (unsigned long long n) { return 2 * n; }
__global__ void k (unsigned long long *o) { *o = 21_x2; }
int main () {
  printf ("%g %llu %d %g\n", (double) 1.5_km, 4_kb, 12345_digits, 2.5_m .v);
  unsigned long long *o;
  cudaMallocManaged (&o, sizeof *o);
  k<<<1, 1>>> (o);
  cudaDeviceSynchronize ();
  printf ("%llu\n", *o);
  cudaFree (o);
  return 0;
}
// expect: 1500 4096 5 2.5
// expect: 42
