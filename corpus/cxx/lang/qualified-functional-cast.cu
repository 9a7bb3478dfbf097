// A functional cast of a namespace-qualified class (`ns::Name("x")`), a class's static
// member named through the class in parentheses (`(ns::Flags::a | ns::Flags::b)`, no cast),
// and C++'s conditional operator on two chars, which is a char (overloads see a char).
#include <stdio.h>
namespace ns {
struct Name {
  const char *s;
  Name(const char *p) : s(p) {}
};
struct Base { static const unsigned a = 1; };
struct Flags : Base { static const unsigned b = 4; };
}
static int kind(char) { return 1; }
static int kind(int) { return 2; }
int main()
{
  printf("%s\n", ns::Name("qualified").s);
  unsigned f = (ns::Flags::a | ns::Flags::b);
  int k = 3;
  printf("%u %d %d\n", f, kind(k > 2 ? ' ' : '\n'), kind(k > 2 ? 'a' : 0));
  return 0;
}
// expect: qualified
// expect: 5 1 2
