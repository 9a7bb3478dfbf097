// Objects of static storage are destroyed also when the program calls exit() (C++
// [basic.start.term]p1), after the atexit handlers registered after their construction and
// before those registered before it (p3): each construction registers the destruction with
// atexit, as g++'s __cxa_atexit does. The automatic object `local` is not destroyed by exit().
// Output as g++ prints it.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
struct Noisy { const char *n; Noisy(const char *s) : n(s) { printf("ctor %s\n", n); } ~Noisy() { printf("dtor %s\n", n); } };
Noisy a("a");
Noisy b("b");
static void handler() { printf("atexit handler\n"); }
void f(int code) { static Noisy s("static-local"); if (code) { printf("exit(%d)\n", code); exit(code); } }
int main(int argc, char **argv) {
  atexit(handler);
  f(0);
  Noisy local("local");   // not destroyed by exit()
  f(argc > 1 ? 0 : 3);
  printf("return\n");
  return 0;
}
// expect: ctor a
// expect: ctor b
// expect: ctor static-local
// expect: ctor local
// expect: exit(3)
// expect: dtor static-local
// expect: atexit handler
// expect: dtor b
// expect: dtor a
// expect-exit: 3
