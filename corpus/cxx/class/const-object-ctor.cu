// A const (or constexpr) object of a class with constructors is constructed like any other:
// the object is not const while its constructor runs ([class.ctor]), at file scope, in a
// function and with a destructor (`const std::chrono::seconds limit(3);` needs it; it was
// "no matching function for call to 'B::B(int)'"). Expected output: g++.
#include <cstdio>

struct B { long v; explicit B(const long &x) : v(x) {} };
struct A { constexpr A() : v(3) {} int v; };
struct D {
  int v;
  D(int x) : v(x) { printf("ctor %d\n", v); }
  ~D() { printf("dtor %d\n", v); }
};

const B b1(5);
const A a1;
constexpr A a0;

void f()
{
  const D d(9);
  printf("in f %d\n", d.v);
}

int main()
{
  f();
  const B b3(7);
  constexpr A a2;
  printf("%ld %d %d %ld %d\n", b1.v, a1.v, a0.v, b3.v, a2.v);
  return 0;
}
// expect: ctor 9
// expect: in f 9
// expect: dtor 9
// expect: 5 3 3 7 3
