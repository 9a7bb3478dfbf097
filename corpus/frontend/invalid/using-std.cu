// expect-build-fail
// nvcc accepts this; cudak has no C++ standard library, so no namespace std (its <cmath> and
// <cstdio> declare the C functions globally). std:: names are not reported again.
#include <cmath>
using namespace std;
int main() { return (int) std::sqrt(0.0); }
// expect-stderr: using-std.cu:5:17: error: unsupported: the C++ standard library (namespace std)
// expect-stderr: using namespace std;
// expect-stderr:                 ^~~
