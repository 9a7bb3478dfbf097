// std::hash as libstdc++ computes it (_Hash_bytes, 64-bit MurmurHash2: std::string, double, float; both zeros hash to 0), a word count in an unordered_map<std::string, int> iterated in libstdc++'s order, the bucket-count constructor, reserve and rehash (the prime policy's counts), unordered_set<double> (issue 20).
// Expected output: g++ 12/libstdc++'s (host code only).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <unordered_map>
#include <unordered_set>
int main() {
  const char *w[] = {"", "a", "ab", "abc", "abcdefg", "abcdefgh", "abcdefghi", "hello world, this is a longer string"};
  for (int i = 0; i < 8; i++) printf("%zu\n", std::hash<std::string>{}(std::string(w[i])));
  double d[] = {0.0, -0.0, 1.0, 3.14159, -2.5e300};
  for (int i = 0; i < 5; i++) printf("%zu\n", std::hash<double>{}(d[i]));
  printf("%zu %zu\n", std::hash<float>{}(1.5f), std::hash<float>{}(-0.0f));
  std::unordered_map<int, int> m(100);
  printf("%zu\n", m.bucket_count());
  m.reserve(1000); printf("%zu\n", m.bucket_count());
  m.rehash(5); printf("%zu\n", m.bucket_count());
  for (int i = 0; i < 20; i++) m[i * 31] = i;
  m.rehash(0); printf("%zu\n", m.bucket_count());
  std::unordered_set<int> s0(0), s1(1), s5(5), s14(14), s15(15);
  printf("%zu %zu %zu %zu %zu\n", s0.bucket_count(), s1.bucket_count(), s5.bucket_count(), s14.bucket_count(), s15.bucket_count());
  for (int i = 0; i < 8; i++) { s5.insert(i * 3); printf("%zu ", s5.bucket_count()); }
  printf("\n");
  for (int x : s5) printf("%d ", x);
  printf("\n");
  std::unordered_map<std::string, int> wc;
  const char *text = "the quick brown fox jumps over the lazy dog the fox and the dog sleep while the quick cat runs over a lazy brown log";
  std::string cur;
  for (const char *p = text;; p++) {
    if (*p == ' ' || !*p) { if (!cur.empty()) wc[cur]++; cur.clear(); if (!*p) break; }
    else cur += *p;
  }
  for (auto &kv : wc) printf("%s:%d ", kv.first.c_str(), kv.second);
  printf("| %zu\n", wc.bucket_count());
  std::unordered_set<double> ds = {0.5, 1.5, -0.0, 0.0, 2.25, 1e10, 3.0};
  for (double x : ds) printf("%g ", x);
  printf("\n");
}
// expect: 6142509188972423790
// expect: 4993892634952068459
// expect: 5498234120169091963
// expect: 3663726644998027833
// expect: 16063891478991045295
// expect: 8664279048047335611
// expect: 13036955925923793583
// expect: 2743287560668853522
// expect: 0
// expect: 0
// expect: 8386164645967068059
// expect: 17027819519382460022
// expect: 6462422172782954223
// expect: 6335102473512021944 0
// expect: 103
// expect: 1031
// expect: 5
// expect: 23
// expect: 1 2 5 17 17
// expect: 5 5 5 5 5 11 11 11 
// expect: 21 18 15 0 3 6 9 12 
// expect: a:1 the:5 quick:2 brown:2 over:2 fox:2 jumps:1 lazy:2 and:1 sleep:1 dog:2 while:1 cat:1 log:1 runs:1 | 29
// expect: 3 1e+10 2.25 -0 1.5 0.5 
