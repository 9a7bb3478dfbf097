// std::vector of a class with no default constructor whose constructors, assignments and
// destructor print: push_back, emplace_back (constructed in place), insert of an lvalue and of
// an rvalue, erase, pop_back, reserve, resize, copy assignment, clear, shrink_to_fit, and a
// vector of strings. The calls and their order are libstdc++'s: cudak's vector kept its
// elements in `new T[capacity]`, so a class without a default constructor did not compile
// ("no matching function for call to 'N::N()'") and every class saw extra constructions.
// Expected output from g++ (libstdc++ 12).
#include <cstdio>
#include <vector>
#include <string>
#include <utility>
struct N {   // no default constructor
  int v;
  N(int x) : v(x) { printf("N(%d) ", v); }
  N(const N &o) : v(o.v) { printf("copy(%d) ", v); }
  N(N &&o) noexcept : v(o.v) { o.v = -o.v; printf("move(%d) ", v); }
  N &operator=(const N &o) { v = o.v; printf("cp=(%d) ", v); return *this; }
  N &operator=(N &&o) noexcept { v = o.v; printf("mv=(%d) ", v); return *this; }
  ~N() { printf("~N(%d) ", v); }
};
#define STEP(s) do { printf("[%s] ", #s); s; printf("| size %zu cap %zu\n", v.size(), v.capacity()); } while (0)
static void run() {
  std::vector<N> v;
  STEP(v.push_back(N(1)));
  STEP(v.emplace_back(2));
  STEP(v.emplace_back(3));
  N x(4);
  STEP(v.push_back(x));
  STEP(v.insert(v.begin() + 1, N(5)));
  STEP(v.erase(v.begin()));
  STEP(v.pop_back());
  STEP(v.reserve(10));
  STEP(v.insert(v.begin(), x));
  STEP(v.resize(6, N(7)));
  STEP(v.resize(2, N(0)));
  std::vector<N> w;
  STEP(w = v; (void) 0);
  STEP(v.clear());
  STEP(v.shrink_to_fit());
  std::vector<std::string> s(3, "ab");
  s.push_back("cd");
  s.insert(s.begin() + 2, "xy");
  printf("%s %s %s %zu\n", s[0].c_str(), s[2].c_str(), s.back().c_str(), s.capacity());
}
int main() {
  run();
  printf("end\n");
  return 0;
}
// expect: [v.push_back(N(1))] N(1) move(1) ~N(-1) | size 1 cap 1
// expect: [v.emplace_back(2)] N(2) move(1) ~N(-1) | size 2 cap 2
// expect: [v.emplace_back(3)] N(3) move(1) ~N(-1) move(2) ~N(-2) | size 3 cap 4
// expect: N(4) [v.push_back(x)] copy(4) | size 4 cap 4
// expect: [v.insert(v.begin() + 1, N(5))] N(5) move(5) move(1) ~N(-1) move(2) ~N(-2) move(3) ~N(-3) move(4) ~N(-4) ~N(-5) | size 5 cap 8
// expect: [v.erase(v.begin())] mv=(5) mv=(2) mv=(3) mv=(4) ~N(4) | size 4 cap 8
// expect: [v.pop_back()] ~N(4) | size 3 cap 8
// expect: [v.reserve(10)] move(5) ~N(-5) move(2) ~N(-2) move(3) ~N(-3) | size 3 cap 10
// expect: [v.insert(v.begin(), x)] copy(4) move(3) mv=(2) mv=(5) mv=(4) ~N(4) | size 4 cap 10
// expect: [v.resize(6, N(7))] N(7) copy(7) copy(7) copy(7) ~N(7) ~N(7) | size 6 cap 10
// expect: [v.resize(2, N(0))] N(0) ~N(2) ~N(3) ~N(7) ~N(7) ~N(0) | size 2 cap 10
// expect: [w = v; (void) 0] copy(4) copy(5) | size 2 cap 10
// expect: [v.clear()] ~N(4) ~N(5) | size 0 cap 10
// expect: [v.shrink_to_fit()] | size 0 cap 0
// expect: ab xy cd 6
// expect: ~N(4) ~N(5) ~N(4) end
