// std::function converted implicitly from a callable through its constructor template
// ([class.conv.ctor], [over.ics.user]): a lambda, a function or a function object pushed into a
// vector of functions, in a braced list, passed by value and by const reference, returned,
// assigned (`g = [](int x) {...};`, `g = Add{3};`, `ops["+"] = std::plus<>();`) and reset with
// nullptr. Expected output from g++ (libstdc++).
#include <functional>
#include <vector>
#include <iostream>
#include <map>
#include <string>
int twice(int x) { return 2 * x; }
struct Add { int k; int operator()(int x) const { return x + k; } };
int apply(const std::function<int(int)> &f, int x) { return f(x); }
void run(std::function<void(int)> cb, int n) { for (int i = 0; i < n; i++) cb(i); }
std::function<int(int)> make_adder(int k) { return [k](int x) { return x + k; }; }
std::function<int(int)> pick(bool b) { if (b) return twice; return Add{7}; }
static void part2() {
  std::vector<std::function<int(int)>> v = {[](int x) { return x + 1; }, twice, Add{10}};
  for (const auto &f : v) std::cout << f(5) << " ";
  std::cout << std::endl;
  int sum = 0;
  run([&sum](int i) { sum += i; }, 5);
  std::cout << sum << " " << make_adder(3)(4) << " " << pick(true)(4) << " " << pick(false)(4) << std::endl;
  std::map<std::string, std::function<double(double, double)>> ops;
  ops["+"] = std::plus<>();
  ops["*"] = std::multiplies<double>();
  ops["max"] = [](double a, double b) { return a < b ? b : a; };
  for (const auto &kv : ops) std::cout << kv.first << " " << kv.second(3, 4.5) << std::endl;
  std::function<int(int)> c = v[2];
  v[2] = make_adder(-1);
  std::cout << c(1) << " " << v[2](1) << std::endl;
}
int main() {
  std::vector<std::function<int(int)>> v;
  v.push_back([](int x) { return x + 1; });
  v.push_back(twice);
  v.push_back(Add{10});
  int base = 100;
  v.emplace_back([base](int x) { return base - x; });
  for (auto &f : v) std::cout << f(5) << " ";
  std::cout << std::endl;
  std::function<int(int)> g;
  std::cout << (bool) g << std::endl;
  g = [](int x) { return x * x; };
  std::cout << g(7) << std::endl;
  g = twice;
  std::cout << g(7) << std::endl;
  g = Add{3};
  std::cout << g(7) << " " << apply([](int x) { return -x; }, 4) << " " << apply(twice, 4) << std::endl;
  g = nullptr;
  std::cout << (bool) g << std::endl;
  std::function<void()> h = [&base]() { base++; };
  h();
  std::cout << base << std::endl;
  part2();
  return 0;
}
// expect: 6 10 15 95 
// expect: 0
// expect: 49
// expect: 14
// expect: 10 -4 8
// expect: 0
// expect: 101
// expect: 6 10 15 
// expect: 10 7 8 11
// expect: * 13.5
// expect: + 7.5
// expect: max 4.5
// expect: 11 0
