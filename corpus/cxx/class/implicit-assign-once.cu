// The implicit (member-by-member) assignment evaluates its operands once: `v[n++] = x` for a
// class with a std::string member increments n once; and T() of a class whose default
// constructor is implicit zero-initialises its scalar members before constructing the rest
// (value-initialisation), so copying it reads no uninitialised byte.
#include <stdio.h>
#include <string>
#include <utility>
struct Rec {
  std::string name;
  double ms;
  int blocks;
};
int main()
{
  Rec v[3];
  int n = 0;
  Rec r;
  r.name = "k";
  r.ms = 1.5;
  r.blocks = 4;
  v[n++] = r;
  v[n++] = std::move(r);
  v[n++] = Rec();
  printf("%d %s %g %d | %s %g %d | [%s] %g %d\n", n, v[0].name.c_str(), v[0].ms, v[0].blocks,
         v[1].name.c_str(), v[1].ms, v[1].blocks, v[2].name.c_str(), v[2].ms, v[2].blocks);
  return 0;
}
// expect: 3 k 1.5 4 | k 1.5 4 | [] 0 0
