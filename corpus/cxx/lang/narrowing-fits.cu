// Braced lists whose elements do not narrow ([dcl.init.list]p7): constants that fit the target
// (an int constant in a char or a float that holds it exactly, a double constant within float's
// range, a const double folded as g++ folds it), widening conversions, `new T{...}` of a scalar,
// a class and an aggregate; a narrowing of a value that is not a constant is warned of, as g++
// and nvcc do, and in device code (whose bodies nvcc's host compiler never sees) a constant's
// too, as nvcc's front end does. Expected output from g++ -std=c++17 for the host part, by hand
// for the kernel. SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
struct Point { int x, y; };
struct Pt { short x; float y; Pt(short a, float b) : x(a), y(b) {} };
__global__ void k(int *out, double d) {
  int a{2.5};
  float f{d};
  out[0] = a + (int)f;
}
int main() {
  const double half = 0.5;
  int i = 7;
  char c{65};
  unsigned char uc{255};
  short s{'a'};
  float f1{1}, f2{0.1}, f3{half}, f4{16777216};
  long l{i};
  double d{f1};
  float w{i};
  Point p{1, 'b'};
  Pt q{3, 2.0f};
  std::vector<float> v{1, 2, 3};
  unsigned u{3u + 4};
  int *pi = new int{42};
  Point *pp = new Point{5, 6};
  Pt *pq = new Pt{7, 0.25f};
  int *za = new int[3]{};
  printf("%c %d %d %g %g %g %g %ld %g %g\n", c, uc, s, f1, f2, f3, f4, l, d, w);
  printf("%d %d %d %g %zu %u\n", p.x, p.y, q.x, q.y, v.size(), u);
  printf("%d %d %d %d %g %d\n", *pi, pp->x, pp->y, pq->x, pq->y, za[0] + za[1] + za[2]);
  delete pi;
  delete pp;
  delete pq;
  delete[] za;
  int *out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out, 3.75);
  cudaDeviceSynchronize();
  printf("%d\n", out[0]);
  cudaFree(out);
  return 0;
}
// expect-report: ^narrowing-fits\.cu:13:9: warning: narrowing conversion of '2\.5e\+0' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing-fits\.cu:14:11: warning: narrowing conversion of 'd' from 'double' to 'float' \[-Wnarrowing\]$
// expect-report: ^narrowing-fits\.cu:26:11: warning: narrowing conversion of 'i' from 'int' to 'float' \[-Wnarrowing\]$
// expect: A 255 97 1 0.1 0.5 1.67772e+07 7 1 7
// expect: 1 98 3 2 3 7
// expect: 42 5 6 7 0.25 0
// expect: 5
