// Overloaded operators as members and as non-members, conversion operators, overload
// resolution among them.
#include <cstdio>
class Frac {
  int n, d;
  static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
public:
  Frac(int n_ = 0, int d_ = 1) : n(n_), d(d_) {
    int g = gcd(n < 0 ? -n : n, d);
    if (g > 1) { n /= g; d /= g; }
  }
  int num() const { return n; }
  int den() const { return d; }
  Frac operator-() const { return Frac(-n, d); }
  Frac operator+(const Frac &o) const { return Frac(n * o.d + o.n * d, d * o.d); }
  Frac operator*(const Frac &o) const { return Frac(n * o.n, d * o.d); }
  Frac &operator+=(const Frac &o) { *this = *this + o; return *this; }
  Frac &operator++() { n += d; return *this; }
  Frac operator++(int) { Frac old = *this; n += d; return old; }
  bool operator==(const Frac &o) const { return n == o.n && d == o.d; }
  bool operator<(const Frac &o) const { return n * o.d < o.n * d; }
  explicit operator double() const { return (double) n / d; }
  friend Frac operator/(const Frac &a, const Frac &b);
};
Frac operator/(const Frac &a, const Frac &b) { return Frac(a.n * b.d, a.d * b.n); }
bool operator!=(const Frac &a, const Frac &b) { return !(a == b); }
Frac operator-(const Frac &a, const Frac &b) { return a + -b; }
void print(const char *what, const Frac &f) { printf("%s %d/%d\n", what, f.num(), f.den()); }
struct Vec3 {
  float v[3];
  float &operator[](int i) { return v[i]; }
  float operator[](int i) const { return v[i]; }
};
struct Poly {
  float a, b, c;
  float operator()(float x) const { return (a * x + b) * x + c; }
};
struct Flag {
  int on;
  operator bool() const { return on != 0; }
};
int main() {
  Frac a(1, 2), b(1, 3);
  print("a+b", a + b);
  print("a*b", a * b);
  print("a-b", a - b);
  print("a/b", a / b);
  print("-a", -a);
  Frac c = a;
  c += b;
  print("c", c);
  Frac d = c++;
  print("d", d);
  print("c", c);
  ++c;
  print("c", c);
  printf("%d %d %d %d\n", a == Frac(2, 4), a != b, b < a, a < b);
  printf("%.4f\n", (double) a);
  print("a+2", a + 2);
  Vec3 v = {{1, 2, 3}};
  v[1] = 5;
  const Vec3 &cv = v;
  printf("%g %g %g\n", cv[0], cv[1], v[2]);
  Poly p = {1, 2, 3};
  printf("p(2)=%g\n", p(2));
  Flag f = {0}, g = {7};
  if (!f && g) printf("flags ok\n");
  return 0;
}

// expect: a+b 5/6
// expect: a*b 1/6
// expect: a-b 1/6
// expect: a/b 3/2
// expect: -a -1/2
// expect: c 5/6
// expect: d 5/6
// expect: c 11/6
// expect: c 17/6
// expect: 1 1 1 0
// expect: 0.5000
// expect: a+2 5/2
// expect: 1 5 3
// expect: p(2)=11
// expect: flags ok
