// Destructors run at scope exit in reverse order of construction, also when break, continue
// and return leave the scope (C++ [stmt.jump]p2).
#include <cstdio>
struct Tracer {
  int id;
  Tracer(int i) : id(i) { printf("+%d\n", id); }
  ~Tracer() { printf("-%d\n", id); }
};
int f(int n) {
  Tracer a(100);
  for (int i = 0; i < n; i++) {
    Tracer t(i);
    if (i == 1) continue;
    if (i == 3) break;
    Tracer u(10 + i);
  }
  int k = 0;
  while (true) {
    Tracer w(50 + k);
    switch (k) {
    case 0: { Tracer s(70); k++; continue; }
    case 1: { Tracer s(71); k++; break; }
    default: break;
    }
    if (k == 2) break;
  }
  if (n > 2) {
    Tracer r(200);
    return n * 2;
  }
  return n;
}
int main() {
  printf("f=%d\n", f(5));
  {
    Tracer x(1), y(2);
    Tracer z(3);
  }
  return 0;
}

// expect: +100
// expect: +0
// expect: +10
// expect: -10
// expect: -0
// expect: +1
// expect: -1
// expect: +2
// expect: +12
// expect: -12
// expect: -2
// expect: +3
// expect: -3
// expect: +50
// expect: +70
// expect: -70
// expect: -50
// expect: +51
// expect: +71
// expect: -71
// expect: -51
// expect: +200
// expect: -200
// expect: -100
// expect: f=10
// expect: +1
// expect: +2
// expect: +3
// expect: -3
// expect: -2
// expect: -1
