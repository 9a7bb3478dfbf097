// __PRETTY_FUNCTION__ and __func__ in lambdas and member functions as g++ writes them: a
// lambda's is its closure's name, the enclosing function's name and parameters then
// `<lambda(params)>` (one per instance of a function template: run<int>(int)::<lambda(int)>),
// a nested lambda's follows its parent's; a member function's signature has no `this` and ends
// with its const, and __func__ is the member's own name. Expected output: g++ -std=c++17.
#include <cstdio>

struct G {
  void h() const { printf("%s|%s\n", __PRETTY_FUNCTION__, __func__); }
  int k(int a, double) { printf("%s|%s\n", __PRETTY_FUNCTION__, __func__); return a; }
  void m()
  {
    auto f = [this](int x) { printf("%s|%s\n", __PRETTY_FUNCTION__, __func__); return x; };
    f(1);
  }
};

template <class T> void run(T x)
{
  auto f = [](T a, const char *) { printf("%s|%s\n", __PRETTY_FUNCTION__, __func__); return a; };
  f(x, "");
}

int main()
{
  G g;
  g.h();
  g.k(1, 2.0);
  g.m();
  run(1);
  run(2.5f);
  auto outer = [](int a) {
    auto inner = [a]() { printf("%s\n", __PRETTY_FUNCTION__); };
    inner();
    printf("%s\n", __PRETTY_FUNCTION__);
  };
  outer(3);
  return 0;
}
// expect: void G::h() const|h
// expect: int G::k(int, double)|k
// expect: G::m()::<lambda(int)>|operator()
// expect: run<int>(int)::<lambda(int, const char*)>|operator()
// expect: run<float>(float)::<lambda(float, const char*)>|operator()
// expect: main()::<lambda(int)>::<lambda()>
// expect: main()::<lambda(int)>
