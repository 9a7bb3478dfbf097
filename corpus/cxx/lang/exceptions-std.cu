// <stdexcept> and <exception>: the standard exception classes from a message, caught by
// their own class, a base or std::exception, what(); a class derived from runtime_error; an
// uncaught one ends the program as libstdc++'s terminate handler does (exit status 134).
// Expected output from g++.
#include <cstdio>
#include <stdexcept>
#include <exception>
struct MyErr : std::runtime_error {
  int code;
  MyErr(const char *m, int c) : std::runtime_error(m), code(c) {}
};
double divide(double a, double b) {
  if (b == 0) throw std::invalid_argument("division by zero");
  return a / b;
}
int at(int i) {
  if (i >= 3) throw std::out_of_range("index out of range");
  return i;
}
int main() {
  try { divide(1, 0); } catch (const std::invalid_argument &e) { printf("invalid_argument: %s\n", e.what()); }
  try { at(5); } catch (const std::logic_error &e) { printf("logic_error: %s\n", e.what()); }
  try { at(5); } catch (const std::exception &e) { printf("exception: %s\n", e.what()); }
  try { throw MyErr("custom", 42); } catch (const std::runtime_error &e) { printf("runtime_error: %s\n", e.what()); }
  try { throw MyErr("custom2", 43); } catch (const MyErr &e) { printf("MyErr: %s %d\n", e.what(), e.code); }
  try { throw std::exception(); } catch (std::exception &e) { printf("base: %s\n", e.what()); }
  const char *names[] = {"domain", "length", "range", "overflow", "underflow"};
  for (int i = 0; i < 5; i++) {
    try {
      switch (i) {
      case 0: throw std::domain_error(names[i]);
      case 1: throw std::length_error(names[i]);
      case 2: throw std::range_error(names[i]);
      case 3: throw std::overflow_error(names[i]);
      default: throw std::underflow_error(names[i]);
      }
    } catch (const std::exception &e) { printf("%d %s\n", i, e.what()); }
  }
  try {
    try { throw std::runtime_error("again"); }
    catch (const std::exception &e) { printf("inner %s\n", e.what()); throw; }
  } catch (const std::runtime_error &e) { printf("rethrown %s\n", e.what()); }
  std::runtime_error copy("first");
  std::runtime_error other("second");
  copy = other;
  printf("copy %s\n", copy.what());
  fflush(stdout);
  throw std::runtime_error("fatal: x");
}
// expect: invalid_argument: division by zero
// expect: logic_error: index out of range
// expect: exception: index out of range
// expect: runtime_error: custom
// expect: MyErr: custom2 43
// expect: base: std::exception
// expect: 0 domain
// expect: 1 length
// expect: 2 range
// expect: 3 overflow
// expect: 4 underflow
// expect: inner again
// expect: rethrown again
// expect: copy second
// expect-exit: 134
// expect-stderr: terminate called after throwing an instance of 'std::runtime_error'
// expect-stderr:   what():  fatal: x
