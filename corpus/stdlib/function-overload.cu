// A lambda passed to overloads taking std::function of different signatures: the constructor
// template of std::function takes only a callable that accepts its arguments (a default
// template argument `class = decltype(f(args...))` whose substitution failure removes the
// candidate, [temp.deduct]p8), so each lambda chooses its overload. Expected output from g++.
#include <functional>
#include <cstdio>
void run(std::function<int(int)> f) { printf("unary %d\n", f(2)); }
void run(std::function<int(int, int)> f) { printf("binary %d\n", f(2, 3)); }
void run(std::function<void()> f) { printf("nullary\n"); f(); }
struct Twice { int operator()(int x) const { return 2 * x; } };
template <class T, class = decltype(T() + 1)> const char *kind(T) { return "number"; }
const char *kind(...) { return "other"; }
struct S {};
int main() {
  run([](int x) { return x * 10; });
  run([](int x, int y) { return x * y; });
  run([]() { printf("called\n"); });
  run(Twice());
  printf("%s %s %s\n", kind(1), kind(2.5), kind(S()));
  return 0;
}
// expect: unary 20
// expect: binary 6
// expect: nullary
// expect: called
// expect: unary 4
// expect: number number other
