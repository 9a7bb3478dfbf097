// new and delete of class objects: constructors, a virtual destructor through a base pointer,
// new[] default-constructing every element and delete[] destroying them last to first.
#include <cstdio>
struct T {
  int id;
  T() : id(0) { printf("+0\n"); }
  T(int i) : id(i) { printf("+%d\n", id); }
  virtual ~T() { printf("-%d\n", id); }
};
struct U : T { U(int i) : T(i) {} ~U() { printf("~U %d\n", id); } };
int main() {
  T *a = new T(5);
  T *b = new U(7);
  T *arr = new T[3];
  arr[1].id = 9;
  delete a;
  delete b;
  delete[] arr;
  return 0;
}

// expect: +5
// expect: +7
// expect: +0
// expect: +0
// expect: +0
// expect: -5
// expect: ~U 7
// expect: -7
// expect: -0
// expect: -9
// expect: -0
