// Built and run as well as parsed: it prints nothing and exits with status 0.
namespace util {
  int twice(int x) { return 2 * x; }
  namespace inner { const int K = 3; }
}
namespace util { int thrice(int x) { return 3 * x; } }
using namespace util;
int main() { return util::twice(1) + thrice(1) + util::inner::K - 8; }
