// Issue 19 defect: an unsupported construct is one error: pointers to, arrays of and
// references to a type whose definition was reported raise nothing more (ten "base operand of
// '->' has non-pointer type '<error> *'" followed `unsupported: inheritance`). Inheritance and
// virtual bases work now; a nearly empty virtual base as the primary base (its vtable pointer
// shared) is still rejected, and stands in for it here.
#include <cstdio>

struct Base { virtual void f() {} };
struct Derived : virtual Base { int a; int b; };

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
// expect-report: ^unsupported-no-cascade\.cu:9:8: error: unsupported: a nearly empty virtual base class \('Base'\) as the primary base of 'Derived'$
