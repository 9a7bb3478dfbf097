// expect-build-fail
// nvcc accepts this; cudak's C++ standard library has no <regex> (README lists the headers it
// has). A missing header stops the build, as with gcc.
#include <cstdio>
#include <regex>
int main()
{
  std::regex r("a+");
  printf("%d\n", (int) std::regex_match("aaa", r));
  return 0;
}
// expect-stderr: cxx-header.cu:5:10: error: unsupported: the C++ standard library header <regex>
// expect-stderr: #include <regex>
// expect-stderr:          ^
