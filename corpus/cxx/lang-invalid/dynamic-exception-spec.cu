// A dynamic exception specification naming types is ill-formed in C++17 (only the empty
// `throw()` remains, as noexcept); nvcc compiles C++17 by default. g++ -std=c++17's wording.
// SPDX-License-Identifier: MIT
int parse(const char *s) throw(int)
{
  return s[0] - '0';
}

int main()
{
  return parse("0");
}
// expect-build-fail
// nvcc: fail: dynamic exception specification
// expect-report: ^dynamic-exception-spec\.cu:4:26: error: ISO C\+\+17 does not allow dynamic exception specifications$
