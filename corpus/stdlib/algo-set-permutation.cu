// The sorted-range algorithms and the permutation generators of <algorithm>: merge, includes,
// set_union/intersection/difference/symmetric_difference (with a comparator too),
// next_permutation/prev_permutation, unique_copy, remove_copy(_if), replace_copy(_if),
// is_partitioned, partition_point, partition_copy, stable_partition, find_first_of,
// is_sorted_until. Output checked against g++ -std=c++17. SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iterator>
#include <string>
#include <vector>
static void show(const char *what, const std::vector<int> &v) {
  printf("%s:", what);
  for (int x : v) printf(" %d", x);
  printf("\n");
}
int main() {
  std::vector<int> a = {1, 2, 2, 4, 6, 8}, b = {2, 3, 4, 4, 9}, out;
  std::merge(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  show("merge", out);
  out.clear();
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  show("union", out);
  out.clear();
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  show("intersection", out);
  out.clear();
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  show("difference", out);
  out.clear();
  std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  show("symmetric", out);
  std::vector<int> ra = {8, 6, 4, 2}, rb = {9, 4, 3}, rout;
  std::set_union(ra.begin(), ra.end(), rb.begin(), rb.end(), std::back_inserter(rout), std::greater<int>());
  show("union>", rout);
  std::vector<int> sub = {2, 4, 8};
  printf("includes %d %d\n", (int)std::includes(a.begin(), a.end(), sub.begin(), sub.end()),
         (int)std::includes(a.begin(), a.end(), b.begin(), b.end()));
  std::string s = "abc";
  do printf("%s ", s.c_str());
  while (std::next_permutation(s.begin(), s.end()));
  printf("| %s\n", s.c_str());
  std::vector<int> p = {3, 1, 2};
  std::prev_permutation(p.begin(), p.end());
  show("prev", p);
  std::vector<int> d = {1, 1, 2, 3, 3, 3, 4, 1}, u;
  std::unique_copy(d.begin(), d.end(), std::back_inserter(u));
  show("unique_copy", u);
  u.clear();
  std::remove_copy(d.begin(), d.end(), std::back_inserter(u), 3);
  show("remove_copy", u);
  u.clear();
  std::remove_copy_if(d.begin(), d.end(), std::back_inserter(u), [](int x) { return x % 2; });
  show("remove_copy_if", u);
  u.clear();
  std::replace_copy(d.begin(), d.end(), std::back_inserter(u), 1, 7);
  show("replace_copy", u);
  u.clear();
  std::replace_copy_if(d.begin(), d.end(), std::back_inserter(u), [](int x) { return x > 2; }, 0);
  show("replace_copy_if", u);
  std::vector<int> q = {2, 4, 6, 1, 3};
  auto even = [](int x) { return x % 2 == 0; };
  printf("partitioned %d point %d\n", (int)std::is_partitioned(q.begin(), q.end(), even),
         (int)(std::partition_point(q.begin(), q.end(), even) - q.begin()));
  std::vector<int> ev, od, st = {5, 2, 8, 1, 4, 7};
  std::partition_copy(st.begin(), st.end(), std::back_inserter(ev), std::back_inserter(od), even);
  show("evens", ev);
  show("odds", od);
  auto mid = std::stable_partition(st.begin(), st.end(), even);
  show("stable", st);
  std::vector<int> keys = {7, 4};
  printf("mid %d first_of %d sorted_until %d\n", (int)(mid - st.begin()),
         (int)(std::find_first_of(st.begin(), st.end(), keys.begin(), keys.end()) - st.begin()),
         (int)(std::is_sorted_until(d.begin(), d.end()) - d.begin()));
  return 0;
}
// expect: merge: 1 2 2 2 3 4 4 4 6 8 9
// expect: union: 1 2 2 3 4 4 6 8 9
// expect: intersection: 2 4
// expect: difference: 1 2 6 8
// expect: symmetric: 1 2 3 4 6 8 9
// expect: union>: 9 8 6 4 3 2
// expect: includes 1 0
// expect: abc acb bac bca cab cba | abc
// expect: prev: 2 3 1
// expect: unique_copy: 1 2 3 4 1
// expect: remove_copy: 1 1 2 4 1
// expect: remove_copy_if: 2 4
// expect: replace_copy: 7 7 2 3 3 3 4 7
// expect: replace_copy_if: 1 1 2 0 0 0 0 1
// expect: partitioned 1 point 3
// expect: evens: 2 8 4
// expect: odds: 5 1 7
// expect: stable: 2 8 4 5 1 7
// expect: mid 3 first_of 2 sorted_until 7
