// `auto &&` as a function's return type ([dcl.type.auto.deduct]p4): a forwarding reference,
// an lvalue reference to a returned lvalue (a member, an element, a const global keeps its
// const), in member functions, function templates and __device__ functions.
// Expected output from g++ -std=c++17 (the device line by hand). SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>
#include <vector>
struct Grid {
  std::vector<float> cells = std::vector<float>(4, 0.5f);
  auto &&at(int i) { return cells[i]; }
  const std::vector<float> &all() const { return cells; }
};
template <class C> auto &&first(C &&c) { return *c.begin(); }
const int limit = 9;
auto &&lim() { return limit; }
__device__ int dv[2];
__device__ auto &&slot(int i) { return dv[i]; }
__global__ void k() { slot(threadIdx.x) = threadIdx.x + 40; }
int main() {
  Grid g;
  g.at(2) = 7.5f;
  first(g.cells) += 1.0f;
  std::vector<int> v = {3, 4};
  int &f = first(v);
  f *= 10;
  printf("%g %g %g %d %d\n", g.at(0), g.at(2), g.all()[3], v[0], lim());
  k<<<1, 2>>>();
  int h[2];
  cudaMemcpyFromSymbol(h, dv, sizeof h);
  printf("%d %d\n", h[0], h[1]);
  return 0;
}
// expect: 1.5 7.5 0.5 30 9
// expect: 40 41
