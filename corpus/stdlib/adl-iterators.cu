// Argument-dependent lookup as g++ does it for course code that forgets `std::`: the iterators of
// std::vector, std::string and std::deque (classes of namespace std in libstdc++) and of the
// node containers bring in namespace std, so `sort(v.begin(), v.end())`, `find`, `accumulate`,
// `reverse`, `count_if`, `max_element`, `distance` are found; a class template's instance is
// associated with the namespaces of its template arguments (`std::vector<geo::P>` finds
// geo::describe), a pointer with those of the class it points to. Output checked against
// g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <string>
#include <deque>
#include <list>
#include <map>
#include <set>
#include <algorithm>
#include <numeric>
#include <iterator>

namespace geo {
struct P { int x, y; };
int describe(const std::vector<P> &ps) { return (int)ps.size() * 100; }
template <class T> struct Box { T v; };
int norm1(const P *p) { return p->x + p->y; }
}
namespace other {
struct Tag {};
int pick(const geo::Box<Tag> &) { return 7; }
}

int main() {
  std::vector<int> v = {5, 3, 9, 1, 7};
  sort(v.begin(), v.end());
  auto it = find(v.begin(), v.end(), 7);
  printf("%d %d %d %d\n", v[0], v[4], (int)distance(v.begin(), it), accumulate(v.begin(), v.end(), 0));
  auto b = v.begin();
  reverse(b, v.end());
  printf("%d %d %d\n", v[0], *max_element(v.begin(), v.end()),
         (int)count_if(v.cbegin(), v.cend(), [](int x) { return x > 4; }));

  std::string s = "cudak";
  reverse(s.begin(), s.end());
  sort(s.begin() + 1, s.end());
  printf("%s %d\n", s.c_str(), (int)count(s.begin(), s.end(), 'a'));

  std::deque<int> d = {4, 8, 2};
  sort(d.begin(), d.end());
  std::list<int> l = {1, 2, 3, 4};
  std::set<int> st = {10, 20, 30};
  std::map<int, int> m = {{1, 10}, {2, 20}};
  printf("%d %d %d %d\n", d.front(), accumulate(l.begin(), l.end(), 0), *find(st.begin(), st.end(), 20),
         (int)count_if(m.begin(), m.end(), [](const std::pair<const int, int> &e) { return e.second > 10; }));

  std::vector<geo::P> ps = {{1, 2}, {3, 4}};
  geo::Box<other::Tag> box;
  geo::P p = {2, 5};
  printf("%d %d %d\n", describe(ps), pick(box), norm1(&p));
  return 0;
}
// expect: 1 9 3 25
// expect: 9 9 3
// expect: kacdu 1
// expect: 2 10 20 1
// expect: 200 7 7
