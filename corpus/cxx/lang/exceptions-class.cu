// Exceptions of class type in host code: thrown by value (a temporary is the exception object,
// copy elision), caught by reference to the class or to a base (a virtual call sees the
// dynamic type), by value (a copy, destroyed first), a plain struct, rethrown with `throw;`,
// a new exception from a handler; the locals of the frames left are destroyed, and each
// exception object once, when its last handler ends (also by break). Expected output from g++.
#include <cstdio>
struct Base { int code; Base(int c) : code(c) { printf("Base(%d)\n", c); } Base(const Base &b) : code(b.code) { printf("copy Base\n"); } virtual ~Base() { printf("~Base(%d)\n", code); } virtual const char *name() const { return "Base"; } };
struct Derived : Base { Derived(int c) : Base(c) {} ~Derived() { printf("~Derived\n"); } const char *name() const override { return "Derived"; } };
struct Guard { const char *n; Guard(const char *s) : n(s) {} ~Guard() { printf("~Guard %s\n", n); } };
struct Pod { int a, b; };
void f(int k) {
  Guard g("f");
  if (k == 1) throw Derived(7);
  if (k == 2) throw Base(3);
  if (k == 3) throw Pod{1, 2};
}
int g2() {
  try { f(1); } catch (Base &b) { printf("g2 caught %s %d\n", b.name(), b.code); throw; }
  return 0;
}
int main() {
  try { f(1); } catch (const Base &b) { printf("caught %s %d\n", b.name(), b.code); }
  try { f(2); } catch (const Derived &d) { printf("wrong\n"); } catch (Base b) { printf("by value %s %d\n", b.name(), b.code); }
  try { f(3); } catch (Pod p) { printf("pod %d %d\n", p.a, p.b); }
  try { g2(); } catch (...) { printf("outer any\n"); }
  for (int i = 0; i < 3; i++) {
    try { f(1); } catch (Derived &d) { if (i == 1) { printf("break\n"); break; } printf("loop %d\n", i); }
  }
  try {
    try { f(2); } catch (Base &b) { printf("inner\n"); throw Derived(9); }
  } catch (Base &b) { printf("outer %s %d\n", b.name(), b.code); }
  printf("end\n");
}
// expect: Base(7)
// expect: ~Guard f
// expect: caught Derived 7
// expect: ~Derived
// expect: ~Base(7)
// expect: Base(3)
// expect: ~Guard f
// expect: copy Base
// expect: by value Base 3
// expect: ~Base(3)
// expect: ~Base(3)
// expect: ~Guard f
// expect: pod 1 2
// expect: Base(7)
// expect: ~Guard f
// expect: g2 caught Derived 7
// expect: outer any
// expect: ~Derived
// expect: ~Base(7)
// expect: Base(7)
// expect: ~Guard f
// expect: loop 0
// expect: ~Derived
// expect: ~Base(7)
// expect: Base(7)
// expect: ~Guard f
// expect: break
// expect: ~Derived
// expect: ~Base(7)
// expect: Base(3)
// expect: ~Guard f
// expect: inner
// expect: Base(9)
// expect: ~Base(3)
// expect: outer Derived 9
// expect: ~Derived
// expect: ~Base(9)
// expect: end
