// The transparent function objects of <functional> (std::less<>, std::greater<>, std::plus<>,
// ...: the void specialisations, whose operator() is a member template deducing both operand
// types) with std::sort, std::accumulate, std::transform and called directly, mixed types and
// std::string included. Expected output from g++ (libstdc++).
#include <algorithm>
#include <functional>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
int main() {
  std::vector<int> v = {5, 2, 9, 1, 7};
  std::sort(v.begin(), v.end(), std::greater<>());
  for (int x : v) std::cout << x << " ";
  std::cout << std::endl;
  std::sort(v.begin(), v.end(), std::less<>());
  for (int x : v) std::cout << x << " ";
  std::cout << std::endl;
  std::cout << std::accumulate(v.begin(), v.end(), 0, std::plus<>()) << " "
            << std::accumulate(v.begin(), v.end(), 1L, std::multiplies<>()) << std::endl;
  std::plus<> add;
  std::string s = "ab";
  std::cout << add(1, 2.5) << " " << add(s, "cd") << " " << std::minus<>()(10, 3) << std::endl;
  std::cout << std::less<>()(1, 2.5) << std::equal_to<>()(2, 2.0) << std::logical_not<>()(0)
            << " " << std::negate<>()(4) << " " << std::bit_not<>()(0u) << std::endl;
  std::vector<double> d = {1.5, 2.5};
  std::vector<double> r(2);
  std::transform(d.begin(), d.end(), v.begin(), r.begin(), std::multiplies<>());
  std::cout << r[0] << " " << r[1] << std::endl;
  return 0;
}
// expect: 9 7 5 2 1 
// expect: 1 2 5 7 9 
// expect: 24 630
// expect: 3.5 abcd 7
// expect: 111 -4 4294967295
// expect: 1.5 5
