// Temporaries in conditions and for-increments are destroyed at the end of that full-expression,
// before the branch or the body runs (C++ [class.temporary]p4).
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { printf("+%d\n", id); }
  ~T() { printf("-%d\n", id); }
  int get() const { return id; }
};
int main() {
  if (T(1).get() > 0) printf("then\n");
  int n = 0;
  while (T(n).get() < 2) { printf("body %d\n", n); n++; }
  for (int i = 0; i < 2; i += T(5).get()) printf("for %d\n", i);
  printf("end\n");
  return 0;
}

// expect: +1
// expect: -1
// expect: then
// expect: +0
// expect: -0
// expect: body 0
// expect: +1
// expect: -1
// expect: body 1
// expect: +2
// expect: -2
// expect: for 0
// expect: +5
// expect: -5
// expect: end
