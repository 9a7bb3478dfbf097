// Issue 20 defect: `auto r = c.get("abc");` whose initializer makes a temporary with a
// destructor (a std::string from a literal) stopped cudak with an internal error (slot_of):
// deducing 'auto' parses the initializer once to look at its type, and that parse's
// temporaries were left among the program's. Output checked with g++ 12.
#include <cstdio>
#include <map>
#include <string>
struct It {
  int *p;
  It(int *q) : p(q) {}
};
struct C {
  int x;
  It get(const std::string &v)
  {
    x = (int) v.size();
    return It(&x);
  }
};
int main()
{
  C c;
  auto r = c.get("abcd");
  printf("%d\n", *r.p);
  std::map<std::string, int> m;
  m["one"] = 1;
  m["three"] = 3;
  auto it = m.find("three");
  auto n = m.count(std::string("one")) + m.count("two");
  printf("%s %d %zu\n", it->first.c_str(), it->second, n);
  return 0;
}
// expect: 4
// expect: three 3 1
