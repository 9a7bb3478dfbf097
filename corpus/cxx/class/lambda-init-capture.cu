// Init-captures of lambdas (C++14): `[x = a * 2]`, several, by reference `[&c = counter]`, in a
// mutable lambda, from std::move. Expected output from g++.
#include <cstdio>
#include <utility>
int main() {
  int a = 5;
  auto f = [x = a * 2, y = 1.5](int k) { return x * k + y; };
  printf("%g\n", f(3));
  int counter = 0;
  auto g = [&c = counter, step = 2]() mutable { c += step; step++; return c; };
  g(); g();
  int r = g();
  printf("%d %d\n", r, counter);
  const char *msg = "hi";
  auto h = [m = msg, n = 3] { for (int i = 0; i < n; i++) printf("%s ", m); printf("\n"); };
  h();
  int big = 7;
  auto mv = [v = std::move(big)] { return v + 1; };
  printf("%d\n", mv());
}
// expect: 31.5
// expect: 9 9
// expect: hi hi hi 
// expect: 8
