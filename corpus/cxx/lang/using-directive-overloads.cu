// A using-directive makes a namespace's functions overloads of the global functions of the
// same name: with `using namespace lib;`, get(fp) calls ::get and get(box) lib::get (as
// `getline(cin, line)` reaches std::getline next to POSIX getline).
#include <stdio.h>
struct Box { int v; };
int get(FILE *f) { return f == stdin ? 1 : 2; }
namespace lib {
int get(const Box &b) { return b.v; }
}
using namespace lib;
int main()
{
  Box b = { 42 };
  printf("%d %d\n", get(stdin), get(b));
  return 0;
}
// expect: 1 42
