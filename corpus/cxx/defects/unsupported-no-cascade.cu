// Issue 19 defect: an unsupported construct is one error: pointers to, arrays of and
// references to a type whose definition was reported raise nothing more (ten "base operand of
// '->' has non-pointer type '<error> *'" followed `unsupported: inheritance`). Inheritance works
// now; a virtual base class is still rejected, and stands in for it here.
#include <cstdio>

struct Base { int a; };
struct Derived : virtual Base { int b; };

int main()
{
  Derived d;
  Derived *p = &d;
  p->a = 1;
  p->b = 2;
  Derived arr[3];
  arr[0].b = 1;
  Derived *q = arr + 1;
  (&d)->b = 4;
  int x = p->b + q->b + (p == q) + *&p->b;
  Derived &r = d;
  r.b = x;
  printf("%d\n", x);
  return 0;
}
// expect-build-fail
// expect-report: ^unsupported-no-cascade\.cu:8:18: error: unsupported: virtual base classes$
