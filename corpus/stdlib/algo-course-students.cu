// <algorithm>-heavy host code as a course writes it with `using namespace std`: a vector of
// aggregates with std::string members from nested braced lists, sort/stable_sort with lambda
// comparators, max_element, accumulate with a lambda (and over strings), map of vectors,
// iota, the erase-remove idiom, transform into a back_inserter, unique, count_if, all_of,
// any_of, lower_bound, set_intersection, set_union, partition, transform with ::toupper, a
// string from a set's iterators, greater<string>, binary_search. Output checked against g++.
// SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iterator>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>
using namespace std;

struct Student {
  string name;
  int grade;
  double score;
};

int main() {
  vector<Student> cls = {{"ana", 2, 88.5}, {"bo", 1, 92.0}, {"cy", 2, 75.25}, {"di", 1, 92.0}, {"ed", 3, 60.0}};
  sort(cls.begin(), cls.end(), [](const Student &a, const Student &b) {
    if (a.score != b.score) return a.score > b.score;
    return a.name < b.name;
  });
  for (const auto &s : cls) printf("%s:%g ", s.name.c_str(), s.score);
  printf("\n");
  auto top = max_element(cls.begin(), cls.end(), [](const Student &a, const Student &b) { return a.grade < b.grade; });
  printf("oldest grade %d (%s)\n", top->grade, top->name.c_str());
  double total = accumulate(cls.begin(), cls.end(), 0.0, [](double acc, const Student &s) { return acc + s.score; });
  printf("mean %.3f\n", total / cls.size());
  map<int, vector<string>> by_grade;
  for (auto &s : cls) by_grade[s.grade].push_back(s.name);
  for (auto &[g, names] : by_grade) {
    printf("grade %d:", g);
    for (auto &n : names) printf(" %s", n.c_str());
    printf("\n");
  }
  vector<int> v(12);
  iota(v.begin(), v.end(), -3);
  v.erase(remove_if(v.begin(), v.end(), [](int x) { return x % 3 == 0; }), v.end());
  vector<int> sq;
  transform(v.begin(), v.end(), back_inserter(sq), [](int x) { return x * x; });
  sort(sq.begin(), sq.end());
  sq.erase(unique(sq.begin(), sq.end()), sq.end());
  for (int x : sq) printf("%d ", x);
  printf("| %d %d %d\n", (int)count_if(v.begin(), v.end(), [](int x) { return x > 0; }),
         all_of(sq.begin(), sq.end(), [](int x) { return x >= 0; }), any_of(v.begin(), v.end(), [](int x) { return x == 7; }));
  auto it = lower_bound(sq.begin(), sq.end(), 20);
  printf("lower_bound(20) = %d at %d\n", *it, (int)distance(sq.begin(), it));
  vector<int> a = {1, 3, 5, 7, 9}, b = {3, 4, 5, 6, 7}, inter, uni;
  set_intersection(a.begin(), a.end(), b.begin(), b.end(), back_inserter(inter));
  set_union(a.begin(), a.end(), b.begin(), b.end(), back_inserter(uni));
  printf("%d %d\n", (int)inter.size(), (int)uni.size());
  auto mid = partition(v.begin(), v.end(), [](int x) { return x % 2 == 0; });
  printf("evens %d\n", (int)(mid - v.begin()));
  string word = "Mississippi";
  transform(word.begin(), word.end(), word.begin(), ::toupper);
  set<char> letters(word.begin(), word.end());
  string uniq(letters.begin(), letters.end());
  printf("%s %s %d\n", word.c_str(), uniq.c_str(), (int)count(word.begin(), word.end(), 'S'));
  reverse(uniq.begin(), uniq.end());
  vector<string> parts = {"gpu", "cpu", "tpu"};
  sort(parts.begin(), parts.end(), greater<string>());
  string joined = accumulate(next(parts.begin()), parts.end(), parts[0], [](string x, const string &y) { return x + "," + y; });
  printf("%s %s\n", uniq.c_str(), joined.c_str());
  vector<pair<int, string>> ranked;
  for (size_t i = 0; i < parts.size(); i++) ranked.push_back({(int)parts[i].size() * (int)i, parts[i]});
  stable_sort(ranked.begin(), ranked.end());
  printf("%d %s %d\n", ranked.front().first, ranked.back().second.c_str(), (int)binary_search(a.begin(), a.end(), 7));
  return 0;
}
// expect: bo:92 di:92 ana:88.5 cy:75.25 ed:60 
// expect: oldest grade 3 (ed)
// expect: mean 81.550
// expect: grade 1: bo di
// expect: grade 2: ana cy
// expect: grade 3: ed
// expect: 1 4 16 25 49 64 | 6 1 1
// expect: lower_bound(20) = 25 at 3
// expect: 3 7
// expect: evens 4
// expect: MISSISSIPPI IMPS 4
// expect: SPMI tpu,gpu,cpu
// expect: 0 cpu 1
