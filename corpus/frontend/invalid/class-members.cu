// A class is reported once, at 'class'; what it holds that cudak does not support either
// (access labels, a constructor, member functions, a static member, a virtual destructor) is
// not reported again, and the class's name and data members stay declared: its uses in main
// bring no further errors.
// SPDX-License-Identifier: MIT
// expect-build-fail
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
// expect-stderr: class-members.cu:8:1: error: unsupported: classes
// expect-stderr: class Counter {
// expect-stderr: ^~~~~
