// Static data members and static member functions; out-of-class definitions.
#include <cstdio>
class Counter {
public:
  static int count;
  static const int limit = 3;
  int v;
  Counter();
  static int total() { return count; }
  static bool full();
  int value() const;
};
int Counter::count = 0;
Counter::Counter() : v(++count) {}
bool Counter::full() { return count >= limit; }
int Counter::value() const { return v * 10; }
int main() {
  Counter a, b;
  printf("%d %d %d %d\n", a.v, b.v, Counter::total(), Counter::full());
  Counter c;
  printf("%d %d %d\n", c.value(), Counter::count, Counter::full() ? 1 : 0);
  printf("limit %d\n", Counter::limit);
  return 0;
}

// expect: 1 2 2 0
// expect: 30 3 1
// expect: limit 3
