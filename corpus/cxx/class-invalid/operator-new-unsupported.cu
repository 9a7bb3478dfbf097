// What cudak does not support of the allocation functions, one `unsupported:` error: a class's
// operator delete reached through a virtual destructor (C++ calls the dynamic type's, through
// the deleting destructor). Valid C++ (nvcc compiles it); the replaced global operator new
// beside it works (corpus/cxx/class/replace-global-new.cu). SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
void *operator new(size_t n) { return malloc(n); }
struct Shape {
  virtual ~Shape() {}
  void operator delete(void *p) { free(p); }
};
int main() {
  Shape *s = new Shape;
  delete s;
  return 0;
}
// expect-build-fail
// expect-report: ^operator-new-unsupported\.cu:14:3: error: unsupported: a class's operator delete with a virtual destructor$
