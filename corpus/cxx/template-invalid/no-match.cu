// Deduction fails: T is deduced as 'int' from the first argument and 'double' from the second.
// g++'s error, candidate and reason (issue 19).
// SPDX-License-Identifier: MIT
template <typename T>
T maxof(T a, T b)
{
  return a < b ? b : a;
}

int main()
{
  int i = 1;
  return (int)maxof(i, 2.5);
}
// expect-build-fail
// nvcc: fail: ^no-match\.cu\(13\): error: no instance of function template \"maxof\" matches the argument list$
// expect-report: ^no-match\.cu:13:20: error: no matching function for call to 'maxof\(int&, double\)'$
// expect-report: ^no-match\.cu:13:20: note:   deduced conflicting types for parameter 'T' \('int' and 'double'\)$
