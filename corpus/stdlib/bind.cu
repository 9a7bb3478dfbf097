// std::bind with the placeholders _1 to _4 (<functional>): arguments bound and reordered, a
// placeholder used twice, a function object, no placeholder at all (extra call arguments are
// ignored), a bind expression stored in a std::function and used as std::sort's comparator and
// a count_if predicate; std::is_placeholder. Expected output from g++ (libstdc++).
#include <functional>
#include <algorithm>
#include <vector>
#include <iostream>
int sub(int a, int b) { return a - b; }
double mix(double a, int b, double c) { return a * b + c; }
struct Mul { int operator()(int a, int b) const { return a * b; } };
void hello() { std::cout << "hello" << std::endl; }
int main() {
  using namespace std::placeholders;
  auto f = std::bind(sub, _1, 10);
  auto g = std::bind(sub, _2, _1);
  auto h = std::bind(mix, 0.5, _1, _2);
  auto k = std::bind(Mul(), _1, _1);
  auto c = std::bind(sub, 100, 1);
  std::cout << f(15) << " " << g(3, 20) << " " << h(4, 0.25) << " " << k(7) << " " << c() << " " << c(1, 2, 3) << std::endl;
  std::function<int(int)> fn = std::bind(sub, 1000, _1);
  std::cout << fn(1) << std::endl;
  std::vector<int> v = {5, 1, 4};
  std::sort(v.begin(), v.end(), std::bind(std::greater<int>(), _1, _2));
  for (int x : v) std::cout << x << " ";
  std::cout << std::count_if(v.begin(), v.end(), std::bind(std::less<int>(), _1, 3)) << std::endl;
  auto hh = std::bind(hello);
  hh();
  std::cout << std::is_placeholder<decltype(_2)>::value << std::is_placeholder<int>::value << std::endl;
  return 0;
}
// expect: 5 17 2.25 49 99 99
// expect: 999
// expect: 5 4 1 1
// expect: hello
// expect: 20
