// The temporaries of a throw-expression's operand are destroyed when its full-expression ends:
// after the exception object is made, before a handler runs ([except.throw], [class.temporary]):
// a `T` built to construct the exception, the `std::string`s of `"..." + name(i)`, a temporary of
// a scalar throw's operand. cudak skipped their destructors, and the leak check then reported
// the strings' buffers ("leak: 31 bytes allocated by new[]"). Expected output from g++.
#include <cstdio>
#include <stdexcept>
#include <string>
struct T {
  int id;
  T(int i) : id(i) { printf("T%d\n", id); }
  T(const T &o) : id(o.id + 10) { printf("copy T%d\n", id); }
  ~T() { printf("~T%d\n", id); }
};
struct E {
  int v;
  E(const T &t) : v(t.id) { printf("E\n"); }
  ~E() { printf("~E\n"); }
};
int twice(const T &t) { return t.id * 2; }
std::string name(int i) { return "item" + std::to_string(i); }
#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) \
  throw std::runtime_error(std::string("CUDA error: ") + cudaGetErrorString(e)); } while (0)
int main() {
  try {
    throw E(T(1));
  } catch (const E &e) {
    printf("caught %d\n", e.v);
  }
  try { throw twice(T(3)); } catch (int v) { printf("caught int %d\n", v); }
  try { throw std::out_of_range("bad index " + name(7) + " of " + std::to_string(10)); }
  catch (const std::exception &e) { printf("caught %s\n", e.what()); }
  try {
    double *p;
    CHECK(cudaMalloc(&p, size_t(1) << 45));
  } catch (const std::runtime_error &e) {
    printf("caught %s\n", e.what());
  }
  return 0;
}
// expect: T1
// expect: E
// expect: ~T1
// expect: caught 1
// expect: ~E
// expect: T3
// expect: ~T3
// expect: caught int 6
// expect: caught bad index item7 of 10
// expect: caught CUDA error: out of memory
