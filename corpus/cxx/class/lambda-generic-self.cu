// A generic lambda calling itself through an `auto` parameter (each call with the same deduced
// types reuses the one instance of its operator()), and one taking `const auto &` of a string
// literal (const char (&)[2]) and of a std::string, capturing a std::string by reference.
#include <cstdio>
#include <string>
int main() {
  auto fib = [](auto self, int n) -> int { return n < 2 ? n : self(self, n - 1) + self(self, n - 2); };
  printf("%d\n", fib(fib, 10));
  std::string s = "ab";
  auto cat = [&](const auto &t) { return s + t; };
  printf("%s %s\n", cat("c").c_str(), cat(std::string("d")).c_str());
  return 0;
}
// expect: 55
// expect: abc abd
