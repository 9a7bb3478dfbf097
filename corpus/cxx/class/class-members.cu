// A class with access labels, a constructor with a member-initializer list, member functions,
// a static data member (declared, not used) and a virtual destructor (these were reported as
// "unsupported: classes").
// SPDX-License-Identifier: MIT
#include <stdio.h>
class Counter {
  int total;
public:
  Counter() : total(0) {}
  void add(int v) { total += v; }
  int get() const { return total; }
  static int instances;
  virtual ~Counter() {}
};
int main()
{
  Counter c;
  c.add(3);
  printf("%d\n", c.get());
  return 0;
}
// expect: 3
