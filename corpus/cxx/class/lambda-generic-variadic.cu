// Variadic generic lambdas (`[](auto... xs)`, `const auto &... xs`, a pack after other
// parameters, inside a variadic function template, in a kernel): one parameter per argument of
// the call, with sizeof..., fold expressions and pack expansions of the pack; and generic lambdas
// that capture nothing converted to pointers to functions (`int (*p)(int) = [](auto x) {...};`,
// as an argument, `auto &`, a variadic one), the pointer's parameter types choosing the
// instance. cudak said `unsupported:` for both. Expected output from g++ -std=c++17 (the
// kernel's line by hand: (2t + 1) * 100 + max(t, 3)).
// SPDX-License-Identifier: MIT
#include <cstdio>
int apply(int (*f)(int), int v) { return f(v); }
double apply2(double (*f)(double, double), double a, double b) { return f(a, b); }
template <class... Ts> int count_in(Ts... ts) {
  auto c = [](auto... xs) { return (int) sizeof...(xs); };
  return c(ts..., 0);
}
__global__ void kernel(int *out) {
  auto sum = [](auto... xs) { return (xs + ... + 0); };
  auto maxof = [](auto first, auto... rest) {
    auto m = first;
    ((m = rest > m ? rest : m), ...);
    return m;
  };
  int t = threadIdx.x;
  out[t] = sum(t, t, 1) * 100 + maxof(t, 3, 1);
}
int main() {
  auto count = [](auto... xs) { return (int) sizeof...(xs); };
  printf("%d %d\n", count(1, 2.0, 'c'), count());
  auto sum = [](auto... xs) { return (xs + ...); };
  printf("%d %g\n", sum(1, 2, 3), sum(1.5, 2));
  auto pr = [](const char *fmt, const auto &... xs) { printf(fmt, xs...); };
  pr("%d-%s\n", 4, "four");
  int base = 100;
  auto addall = [base](auto first, auto... rest) { return base + first + (0 + ... + rest); };
  printf("%d %d\n", addall(1, 2, 3, 4), addall(5));
  printf("%d %d\n", count_in(1, 2), count_in());
  auto id = [](auto x) { return x; };
  int (*p)(int) = id;
  double (*q)(double) = id;
  printf("%d %g\n", p(3), q(2.5));
  printf("%d\n", apply([](auto x) { return x * 10; }, 4));
  printf("%g\n", apply2([](auto a, auto b) { return a * b; }, 1.5, 4));
  auto inc = [](auto &x) { ++x; };
  void (*r)(int &) = inc;
  int n = 1;
  r(n);
  r(n);
  auto vsum = [](auto... xs) { return (xs + ... + 0); };
  int (*s3)(int, int, int) = vsum;
  printf("%d %d\n", n, s3(1, 2, 3));
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kernel %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 3 0
// expect: 6 3.5
// expect: 4-four
// expect: 110 105
// expect: 3 1
// expect: 3 2.5
// expect: 40
// expect: 6
// expect: 3 6
// expect: kernel 103 303 503 703
