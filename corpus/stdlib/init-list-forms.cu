// Braced lists as C++ programs write them: range-for over {1, 2, 3} and over string literals, std::initializer_list parameters of ordinary functions (sum({...}), sum({})), an initializer_list variable, T{...} of a class with constructors (Poly{4, 1}, std::vector<int>{9, 8, 7}), nested lists initialising maps, vectors of vectors and of pairs, and std::array<T, 0> (one byte, null data) and array::at with libstdc++'s message, beside a kernel on std::array data (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <array>
#include <cstdio>
#include <initializer_list>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>
__global__ void axpy(float a, const float *x, float *y, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] += a * x[i]; }
int sum(std::initializer_list<int> l) { int s = 0; for (int x : l) s += x; return s; }
double mean(std::initializer_list<double> l)
{
  double s = 0;
  for (auto it = l.begin(); it != l.end(); ++it) s += *it;
  return l.size() ? s / l.size() : 0;
}
struct Poly {
  std::vector<int> c;
  Poly(std::initializer_list<int> l) : c(l) {}
  int at(int x) const { int r = 0; for (size_t i = c.size(); i-- > 0;) r = r * x + c[i]; return r; }
};
int main()
{
  for (int x : {1, 2, 3}) printf("%d ", x);
  for (auto s : {"a", "bc"}) printf("%s ", s);
  printf("\n%d %d %g\n", sum({1, 2, 3, 4}), sum({}), mean({1.0, 2.0, 4.5}));
  std::initializer_list<int> il = {5, 6, 7};
  printf("%zu %d %d\n", il.size(), *il.begin(), il.end()[-1]);
  Poly p = {1, 0, 3};
  printf("%d %d\n", p.at(2), Poly{4, 1}.at(3));
  auto v = std::vector<int>{9, 8, 7};
  printf("%zu %d\n", v.size(), v.back());
  std::map<int, int> sq = {{1, 1}, {2, 4}, {3, 9}};
  for (auto &kv : sq) printf("%d:%d ", kv.first, kv.second);
  std::map<std::string, int> ms = {{"one", 1}, {"two", 2}};
  printf("| %d %d\n", ms["one"], ms["two"]);
  std::vector<std::vector<int>> g = {{1, 2}, {3}, {}};
  printf("%zu %zu %zu %d\n", g.size(), g[0].size(), g[2].size(), g[1][0]);
  std::vector<std::pair<int, char>> vp = {{1, 'a'}, {2, 'b'}};
  printf("%d%c %d%c\n", vp[0].first, vp[0].second, vp[1].first, vp[1].second);
  std::unordered_map<std::string, double> um = {{"pi", 3.14}, {"e", 2.72}};
  for (auto &kv : um) printf("%s=%g ", kv.first.c_str(), kv.second);
  printf("\n");

  std::array<int, 0> none;
  printf("%zu %zu %d %d %d\n", sizeof none, none.size(), (int)none.empty(), (int)(none.begin() == none.end()),
         (int)(none.data() == nullptr));
  printf("%d\n", std::accumulate(none.begin(), none.end(), 5));
  try { none.at(0); } catch (const std::out_of_range &e) { printf("%s\n", e.what()); }
  std::array<float, 4> x = {1, 2, 3, 4}, y = {10, 20, 30, 40};
  float *dx, *dy;
  cudaMalloc(&dx, sizeof x); cudaMalloc(&dy, sizeof y);
  cudaMemcpy(dx, x.data(), sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), sizeof y, cudaMemcpyHostToDevice);
  axpy<<<1, 32>>>(0.5f, dx, dy, 4);
  cudaMemcpy(y.data(), dy, sizeof y, cudaMemcpyDeviceToHost);
  for (float f : y) printf("%g ", f);
  printf("\n");
  try { y.at(4); } catch (const std::out_of_range &e) { printf("%s\n", e.what()); }
  cudaFree(dx); cudaFree(dy);
  return 0;
}
// expect: 1 2 3 a bc 
// expect: 10 0 2.5
// expect: 3 5 7
// expect: 13 7
// expect: 3 7
// expect: 1:1 2:4 3:9 | 1 2
// expect: 3 2 0 3
// expect: 1a 2b
// expect: e=2.72 pi=3.14 
// expect: 1 0 1 1 1
// expect: 5
// expect: array::at: __n (which is 0) >= _Nm (which is 0)
// expect: 10.5 21 31.5 42 
// expect: array::at: __n (which is 4) >= _Nm (which is 4)
