// std::multimap and std::multiset as libstdc++: equal keys in insertion order, count, equal_range, find (the first of equal keys), erase of a key (all of them), of an iterator and of a range, reverse iteration, copies, a greater<> order, a histogram of a kernel's buckets, and 600 random inserts and erases walked both ways (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>
__global__ void bucket(const float *x, int *b, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) b[i] = (int)(x[i] * 4.0f); }
int main() {
  // a multimap from grades to names: equal keys in insertion order
  std::multimap<int, std::string> byGrade;
  const char *names[] = {"ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal"};
  const int grades[] = {3, 1, 3, 2, 1, 3, 2, 3};
  for (int i = 0; i < 8; i++) byGrade.insert(std::make_pair(grades[i], std::string(names[i])));
  byGrade.emplace(0, "ida");
  byGrade.insert(std::pair<int, std::string>(2, "jo"));
  for (auto &kv : byGrade) printf("%d:%s ", kv.first, kv.second.c_str());
  printf("| size %zu\n", byGrade.size());
  for (int g = 0; g < 5; g++) {
    auto r = byGrade.equal_range(g);
    printf("grade %d count %zu:", g, byGrade.count(g));
    for (auto it = r.first; it != r.second; ++it) printf(" %s", it->second.c_str());
    printf("\n");
  }
  auto f = byGrade.find(3);
  printf("find 3 -> %s, find 7 at end %d\n", f->second.c_str(), (int)(byGrade.find(7) == byGrade.end()));
  size_t gone = byGrade.erase(3);
  printf("erase 3 -> %zu, size %zu\n", gone, byGrade.size());
  auto it = byGrade.find(1);
  it = byGrade.erase(it);
  printf("after erasing the first 1: next %d:%s\n", it->first, it->second.c_str());
  for (auto r = byGrade.rbegin(); r != byGrade.rend(); ++r) printf("%d:%s ", r->first, r->second.c_str());
  printf("\n");
  std::multimap<int, std::string> copy = byGrade;
  copy.emplace(2, "kim");
  printf("copy %zu orig %zu equal %d\n", copy.size(), byGrade.size(), (int)(copy == byGrade));

  // a multiset of a kernel's buckets
  const int n = 40;
  std::vector<float> x(n);
  for (int i = 0; i < n; i++) x[i] = (float)((i * 7919) % 97) / 97.0f;
  float *dx; int *db;
  cudaMalloc(&dx, n * sizeof(float)); cudaMalloc(&db, n * sizeof(int));
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  bucket<<<2, 32>>>(dx, db, n);
  std::vector<int> b(n);
  cudaMemcpy(b.data(), db, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::multiset<int> hist(b.data(), b.data() + n);
  for (int k = 0; k < 4; k++) printf("bucket %d: %zu\n", k, hist.count(k));
  std::multiset<int, std::greater<int>> desc = {5, 1, 5, 3, 1, 5, 9};
  for (int v : desc) printf("%d ", v);
  printf("| lb(5)=%d ub(5)=%d", *desc.lower_bound(5), *desc.upper_bound(5));
  gone = desc.erase(5);
  printf(" erase(5)=%zu size %zu\n", gone, desc.size());
  std::multiset<std::string> words = {"pear", "fig", "apple", "fig", "pear", "fig"};
  auto wr = words.equal_range("fig");
  words.erase(wr.first, wr.second);
  for (auto &w : words) printf("%s ", w.c_str());
  printf("| %zu\n", words.size());

  // many inserts and erases, checked by walking the tree both ways
  std::multiset<int> big;
  unsigned s = 12345;
  for (int i = 0; i < 600; i++) {
    s = s * 1103515245u + 12345u;
    int v = (int)((s >> 16) % 50);
    if (i % 3 == 2) big.erase(v); else big.insert(v);
    if (i % 5 == 4) { auto e = big.find((int)((s >> 8) % 50)); if (e != big.end()) big.erase(e); }
  }
  long sum = 0; int prev = -1; bool sorted = true; size_t cnt = 0;
  for (int v : big) { sum += v; if (v < prev) sorted = false; prev = v; cnt++; }
  size_t rc = 0; for (auto r = big.rbegin(); r != big.rend(); ++r) rc++;
  printf("big: size %zu walked %zu back %zu sum %ld sorted %d\n", big.size(), cnt, rc, sum, (int)sorted);
  for (int v : big) printf("%d ", v);
  printf("\n");
  std::map<int, int> m;
  for (int k = 1; k <= 4; k++) m[k] = k * k;
  m.erase(m.find(2), m.find(4));
  auto er = m.equal_range(4);
  printf("map %zu %d %d\n", m.size(), er.first->second, (int)(er.second == m.end()));
  cudaFree(dx); cudaFree(db);
  return 0;
}
// expect: 0:ida 1:bob 1:eve 2:dan 2:gus 2:jo 3:ann 3:cid 3:fay 3:hal | size 10
// expect: grade 0 count 1: ida
// expect: grade 1 count 2: bob eve
// expect: grade 2 count 3: dan gus jo
// expect: grade 3 count 4: ann cid fay hal
// expect: grade 4 count 0:
// expect: find 3 -> ann, find 7 at end 1
// expect: erase 3 -> 4, size 6
// expect: after erasing the first 1: next 1:eve
// expect: 2:jo 2:gus 2:dan 1:eve 0:ida 
// expect: copy 6 orig 5 equal 0
// expect: bucket 0: 10
// expect: bucket 1: 10
// expect: bucket 2: 10
// expect: bucket 3: 10
// expect: 9 5 5 5 3 1 1 | lb(5)=5 ub(5)=3 erase(5)=3 size 4
// expect: apple pear pear | 3
// expect: big: size 65 walked 65 back 65 sum 1614 sorted 1
// expect: 0 0 1 1 1 2 2 3 3 3 3 4 4 4 5 6 6 7 9 11 12 14 17 18 21 21 21 21 21 25 25 25 25 26 27 28 28 33 33 34 34 34 35 35 35 36 36 37 39 39 42 42 43 43 48 48 48 48 48 49 49 49 49 49 49 
// expect: map 2 16 1
