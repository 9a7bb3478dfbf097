// expect-build-fail
// nvcc accepts this; cudak has no C++ standard library. A missing header stops the build, as
// with gcc.
#include <cstdio>
#include <vector>
int main()
{
  std::vector<int> v(4);
  printf("%zu\n", v.size());
  return 0;
}
// expect-stderr: cxx-header.cu:5:10: error: unsupported: the C++ standard library header <vector>
// expect-stderr: #include <vector>
// expect-stderr:          ^
