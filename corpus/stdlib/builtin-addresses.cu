// Built-in functions used as pointers, as course code passes them: ::toupper/::tolower to
// std::transform and std::count_if, a pointer initialised from toupper and from &tolower,
// fabs through a pointer, std::sqrt in a std::function, strcmp inside a qsort comparator, and
// cudaFree as a std::shared_ptr's deleter (no leak reported). Output checked against g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cctype>
#include <cmath>
#include <cstring>
#include <cstdlib>
#include <functional>
#include <memory>
#include <algorithm>
#include <string>
#include <vector>
int cmp(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
int main() {
  int (*up)(int) = toupper;
  int (*lo)(int) = &tolower;
  std::function<double(double)> f = static_cast<double (*)(double)>(std::sqrt);
  double (*g)(double) = fabs;
  std::string s = "Hello";
  std::transform(s.begin(), s.end(), s.begin(), ::tolower);
  std::vector<double> v = {-1.5, 4, -9};
  std::transform(v.begin(), v.end(), v.begin(), g);
  std::transform(v.begin(), v.end(), v.begin(), f);
  printf("%c %c %s %g %g %g\n", up('a'), lo('Q'), s.c_str(), v[0], v[1], v[2]);
  const char *names[] = {"pear", "apple", "fig"};
  qsort(names, 3, sizeof *names, cmp);
  printf("%s %s %s %d\n", names[0], names[1], names[2], (int)std::count_if(s.begin(), s.end(), ::islower));
  float *d;
  cudaMalloc(&d, 16);
  {
    std::shared_ptr<float> owner(d, cudaFree);
  }
  return 0;
}
// expect: A q hello 1.22474 2 3
// expect: apple fig pear 5
