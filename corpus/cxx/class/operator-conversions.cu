// User-defined conversions in operator expressions and overload resolution, ranked as C++ ranks
// them ([over.match.oper], [over.ics.rank]): a class with `operator int()` as an operand of the
// built-in operators when no operator function is viable (`a + 1` beside an unrelated
// operator+), a converting constructor on either side of a non-member operator, an explicit
// constructor that does not convert, a derived-to-base conversion against a template's exact
// match (the exact match wins), the nearer of two bases (pointers and references), a standard
// conversion against a user-defined one; also in device code. Expected output from g++ (host);
// the kernel's values by hand.
#include <cstdio>
#include <cstring>
struct Num {
  int v;
  __host__ __device__ Num(int x) : v(x) {}
  __host__ __device__ operator int() const { return v; }
};
struct Str {
  const char *p;
  Str(const char *s) : p(s) {}
};
bool operator==(const Str &a, const Str &b) { printf("Str==\n"); return strcmp(a.p, b.p) == 0; }
struct Meters {
  double m;
  explicit Meters(double x) : m(x) {}
  operator double() const { return m; }
};
struct Frac {
  int n, d;
  __host__ __device__ Frac(int a, int b = 1) : n(a), d(b) {}
};
__host__ __device__ Frac operator+(const Frac &a, const Frac &b) { return Frac(a.n * b.d + b.n * a.d, a.d * b.d); }
__host__ __device__ bool operator<(const Frac &a, const Frac &b) { return a.n * b.d < b.n * a.d; }
struct Base { virtual ~Base() {} };
struct Mid : Base {};
struct Leaf : Mid {};
void f(Base &) { printf("f(Base&)\n"); }
template <class T> void f(T &) { printf("f(T&)\n"); }
void g(Base &) { printf("g(Base&)\n"); }
template <class T> void g(const T &) { printf("g(const T&)\n"); }
void p(Base *) { printf("p(Base*)\n"); }
void p(Mid *) { printf("p(Mid*)\n"); }
void q(const Base &) { printf("q(Base)\n"); }
void q(const Mid &) { printf("q(Mid)\n"); }
template <class T> void r(T *) { printf("r(T*)\n"); }
void r(Base *) { printf("r(Base*)\n"); }
void s(bool) { printf("s(bool)\n"); }
void s(const Num &) { printf("s(Num)\n"); }
void t(long) { printf("t(long)\n"); }
void t(const Str &) { printf("t(Str)\n"); }
__global__ void k(int *out) {
  Num a((int) threadIdx.x);
  Frac h = Frac(1, 2) + (int) threadIdx.x;
  out[threadIdx.x] = (a + 10) * 100 + h.n * 10 + h.d + (Frac(1, 2) < (int) threadIdx.x) * 1000;
}
int main() {
  Num a(41);
  int x = a + 1;
  long y = 2 * a;
  double z = a / 2.0;
  printf("%d %ld %g %d %d\n", x, y, z, a == 41, a < a + 1);
  Str st("abc");
  bool e1 = st == "abc";
  bool e2 = "abd" == st;
  printf("%d %d\n", e1, e2);
  Meters m(2.5);
  printf("%g %d\n", m * 2, m < 3);
  Frac fq = Frac(1, 2) + 1;
  Frac fr = 2 + Frac(1, 3);
  printf("%d/%d %d/%d %d %d\n", fq.n, fq.d, fr.n, fr.d, Frac(1, 2) < 1, 0 < Frac(1, 2));
  Leaf l;
  Mid md;
  Base *b = &md;
  f(l);
  g(l);
  p(&l);
  q(l);
  r(&l);
  r(b);
  s(a);
  s(5);
  t(5);
  t("x");
  int *out;
  cudaMallocManaged(&out, 3 * sizeof (int));
  k<<<1, 3>>>(out);
  cudaDeviceSynchronize();
  printf("%d %d %d\n", out[0], out[1], out[2]);
  cudaFree(out);
  return 0;
}
// expect: 42 82 20.5 1 1
// expect: Str==
// expect: Str==
// expect: 1 0
// expect: 5 1
// expect: 3/2 7/3 1 1
// expect: f(T&)
// expect: g(const T&)
// expect: p(Mid*)
// expect: q(Mid)
// expect: r(T*)
// expect: r(Base*)
// expect: s(Num)
// expect: s(bool)
// expect: t(long)
// expect: t(Str)
// expect: 1012 2132 2252
