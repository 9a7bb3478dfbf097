// Objects passed and returned by value: an lvalue argument is copy-constructed into the
// parameter, destroyed at the end of the full-expression; prvalues initialise their object
// directly (C++17 copy elision), a returned local is the caller's object (NRVO, as g++ does).
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { printf("+%d\n", id); }
  T(const T &o) : id(o.id + 10) { printf("copy %d\n", id); }
  ~T() { printf("-%d\n", id); }
};
int by_value(T t) { printf("in %d\n", t.id); return t.id; }
T make(int i) { T t(i); return t; }
int main() {
  T a(1);
  int r = by_value(a);
  printf("r %d\n", r);
  by_value(T(2));
  T m = make(3);
  printf("m %d\n", m.id);
  by_value(make(4));
  return 0;
}

// expect: +1
// expect: copy 11
// expect: in 11
// expect: -11
// expect: r 11
// expect: +2
// expect: in 2
// expect: -2
// expect: +3
// expect: m 3
// expect: +4
// expect: in 4
// expect: -4
// expect: -3
// expect: -1
