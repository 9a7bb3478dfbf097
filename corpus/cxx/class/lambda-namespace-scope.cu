// Lambdas at namespace scope, as tutorials write them (`auto sq = [](int x) { return x * x; };`
// at file scope): a closure that captures nothing, a host function object usable anywhere
// after it, by a call, as a comparator of std::sort, converted to a pointer to function (a
// local lambda too, by unary +), in a namespace, with a trailing return type, passed to a
// template. Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstdio>
#include <vector>

auto sq = [](int x) { return x * x; };
static auto add = [](int a, int b) -> int { return a + b; };
const auto hello = []() { printf("hello\n"); };
int counter = 0;
auto bump = []() { return ++counter; };   // a global is used, not captured
namespace util {
auto by_desc = [](int a, int b) { return a > b; };
}

template <class F> int apply_twice(F f, int v) { return f(f(v)); }

__global__ void k(int *out) { out[threadIdx.x] = threadIdx.x * 2; }

int main() {
  hello();
  printf("%d %d %d\n", sq(5), add(2, 3), apply_twice(sq, 3));
  std::vector<int> v = {3, 1, 4, 1, 5, 9, 2, 6};
  std::sort(v.begin(), v.end(), util::by_desc);
  for (int x : v)
    printf("%d ", x);
  printf("\n");
  int (*fp)(int) = sq;
  int (*inc)(int) = +[](int x) { return x + 1; };   // a local one, by unary +
  bump();
  bump();
  printf("%d %d %d\n", fp(7), counter, inc(41));
  int *d;
  cudaMallocManaged(&d, 4 * sizeof(int));
  k<<<1, 4>>>(d);
  cudaDeviceSynchronize();
  std::transform(d, d + 4, d, sq);
  printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
  cudaFree(d);
  return 0;
}
// expect: hello
// expect: 25 5 81
// expect: 9 6 5 4 3 2 1 1 
// expect: 49 2 42
// expect: 0 4 16 36
