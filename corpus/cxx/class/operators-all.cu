// Every overloadable operator of the language, as a member or not: bitwise, shifts, their
// compound assignments, prefix and postfix --, unary + and !, && and || (no short circuit),
// the comma, * and -> of a pointer-like class, () with several overloads.
#include <cstdio>
struct B {
  unsigned v;
  B(unsigned x = 0) : v(x) {}
  B operator~() const { return B(~v & 0xff); }
  B operator%(const B &o) const { return B(v % o.v); }
  B operator^(const B &o) const { return B(v ^ o.v); }
  B operator|(const B &o) const { return B(v | o.v); }
  B operator&(const B &o) const { return B(v & o.v); }
  B operator<<(int k) const { return B(v << k); }
  B operator>>(int k) const { return B(v >> k); }
  B &operator%=(const B &o) { v %= o.v; return *this; }
  B &operator^=(const B &o) { v ^= o.v; return *this; }
  B &operator|=(const B &o) { v |= o.v; return *this; }
  B &operator&=(const B &o) { v &= o.v; return *this; }
  B &operator<<=(int k) { v <<= k; return *this; }
  B &operator>>=(int k) { v >>= k; return *this; }
  B &operator--() { --v; return *this; }
  B operator--(int) { B o = *this; v--; return o; }
  B operator+() const { return *this; }
  bool operator!() const { return v == 0; }
  bool operator&&(const B &o) const { return v && o.v; }
  bool operator||(const B &o) const { return v || o.v; }
  int operator,(int k) const { return (int) v * 1000 + k; }
};
bool operator<=(const B &a, const B &b) { return a.v <= b.v; }
bool operator>=(const B &a, const B &b) { return a.v >= b.v; }
bool operator>(const B &a, const B &b) { return a.v > b.v; }
B operator*(int k, const B &b) { return B(k * b.v); }
B operator/(const B &a, int k) { return B(a.v / k); }
B operator-(const B &a, const B &b) { return B(a.v - b.v); }
struct Ptr {
  B *p;
  B &operator*() const { return *p; }
  B *operator->() const { return p; }
};
struct Grid {
  int cells[9];
  int &operator()(int r, int c) { return cells[r * 3 + c]; }
  int operator()(int r) const { return cells[r * 3] + cells[r * 3 + 1] + cells[r * 3 + 2]; }
};
int main() {
  B a(12), b(5);
  printf("%u %u %u %u %u %u %u\n", (~a).v, (a % b).v, (a ^ b).v, (a | b).v, (a & b).v, (a << 2).v, (a >> 1).v);
  B c(100);
  c %= B(7); printf("%u ", c.v);
  c ^= B(3); printf("%u ", c.v);
  c |= B(8); printf("%u ", c.v);
  c &= B(12); printf("%u ", c.v);
  c <<= 3; printf("%u ", c.v);
  c >>= 2; printf("%u\n", c.v);
  B d = c--;
  --c;
  printf("%u %u %u %d %d %d\n", d.v, c.v, (+c).v, !c, a && b, B(0) || B(0));
  printf("%d %d %d %u %u %u\n", a <= b, a >= b, a > b, (3 * b).v, (a / 4).v, (a - b).v);
  int comma = (a, 7);
  printf("%d\n", comma);
  Ptr p = {&a};
  (*p).v += 1;
  p->v += 1;
  printf("%u\n", a.v);
  Grid g;
  for (int i = 0; i < 9; i++) g.cells[i] = 0;
  g(1, 1) = 5;
  g(1, 2) = 6;
  const Grid &cg = g;
  printf("%d %d\n", cg(1), g(1, 1));
  return 0;
}

// expect: 243 2 9 13 4 48 6
// expect: 2 1 9 8 64 16
// expect: 16 14 14 0 1 0
// expect: 0 1 1 15 3 7
// expect: 12007
// expect: 14
// expect: 11 5
