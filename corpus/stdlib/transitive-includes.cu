// What libstdc++'s headers include, programs use without including it themselves: <functional>
// (C++17) brings <vector>, <array>, <unordered_map> and the algorithms, <random> brings <vector>,
// <string> and <numeric>. g++ and nvcc build this program; cudak said "'vector' is not a member
// of 'std'". Expected output from g++.
#include <cstdio>
#include <functional>
#include <random>
int main() {
  std::vector<int> v(5);
  std::iota(v.begin(), v.end(), 1);
  std::array<int, 3> a{{4, 1, 3}};
  std::sort(a.begin(), a.end());
  std::unordered_map<int, int> sq;
  for (int x : v) sq[x] = x * x;
  std::function<int(int)> twice = [](int x) { return 2 * x; };
  std::string s = "sum";
  std::mt19937 gen(5489u);
  printf("%s %d, %d %d %d, %d, %d, %u\n", s.c_str(), std::accumulate(v.begin(), v.end(), 0),
         a[0], a[1], a[2], sq[4], twice(21), (unsigned) gen());
  return 0;
}
// expect: sum 15, 1 3 4, 16, 42, 3499211612
