// Conversion function templates ([temp.deduct.conv]): `template <class T> operator T() const`
// deduces T from the target type of an initialisation, an argument, a return, a cast; a
// non-template conversion function of the target type is preferred; in a class template too.
// Expected output from g++.
#include <cstdio>
struct Any {
  double v;
  template <class T> operator T() const { printf("to %d bytes\n", (int) sizeof (T)); return (T) v; }
  operator bool() const { printf("to bool\n"); return v != 0; }
};
template <class S> struct Cell {
  S s;
  template <class T> operator T() const { return (T) (s * 2); }
};
void takes_long(long x) { printf("long %ld\n", x); }
float half(const Any &a) { return a; }
int main() {
  Any a{2.75};
  int i = a;
  double d = a;
  char c = a;
  bool b = a;
  takes_long(a);
  float h = half(a);
  short sh = static_cast<short>(a);
  printf("%d %g %d %d %g %d\n", i, d, c, b, h, (int) sh);
  Cell<int> k{21};
  long l = k;
  double kd = k;
  printf("%ld %g\n", l, kd);
  return 0;
}
// expect: to 4 bytes
// expect: to 8 bytes
// expect: to 1 bytes
// expect: to bool
// expect: to 8 bytes
// expect: long 2
// expect: to 4 bytes
// expect: to 2 bytes
// expect: 2 2.75 2 1 2.75 2
// expect: 42 42
