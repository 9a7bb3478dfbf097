// `using namespace std;` as course code writes it: after <cmath> the std:: names are there
// (std::sqrt), and before any standard header the directive is still valid, as under nvcc,
// whose implicit cuda_runtime.h declares namespace std in every .cu file.
// SPDX-License-Identifier: MIT
using namespace std;
#include <cmath>
#include <cstdio>
using namespace std;
int main()
{
  printf("%g %g\n", std::sqrt(16.0), sqrt(2.25));
  return (int) std::sqrt(0.0);
}
// expect: 4 1.5
