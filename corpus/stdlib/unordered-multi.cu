// std::unordered_multimap and std::unordered_multiset in libstdc++'s order: equal integer keys newest first, kept in order across rehashes, rehash(100), erase of a key (all) and of an iterator, copies; std::string keys in a small table (at most 20) after the first equal one, then in buckets; the multi- containers' range and list constructors size the table first; a multiset of a kernel's classes (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>
__global__ void classify(const int *v, int *cls, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) cls[i] = v[i] % 5; }
int main() {
  // equal keys of an integer hash: a new one goes before the others; rehashes keep their order
  std::unordered_multimap<int, int> m;
  for (int i = 0; i < 40; i++) { m.insert(std::make_pair(i % 7, i)); if (i % 8 == 0) printf("%zu ", m.bucket_count()); }
  printf("\n");
  for (auto &kv : m) printf("%d:%d ", kv.first, kv.second);
  printf("\ncount(3) %zu count(9) %zu size %zu\n", m.count(3), m.count(9), m.size());
  auto r = m.equal_range(4);
  for (auto it = r.first; it != r.second; ++it) printf("%d ", it->second);
  printf("\n");
  size_t gone = m.erase(2);
  printf("erase(2) %zu size %zu\n", gone, m.size());
  auto f = m.find(5);
  f = m.erase(f);
  printf("next after first 5: %d:%d\n", f->first, f->second);
  m.rehash(100);
  printf("buckets %zu:", m.bucket_count());
  for (auto &kv : m) printf(" %d:%d", kv.first, kv.second);
  printf("\n");
  std::unordered_multimap<int, int> c = m;
  c.emplace(0, 100);
  printf("%zu %zu %zu\n", c.size(), c.count(0), m.count(0));

  // std::string keys: a small table (at most 20 elements) puts a new key after the first equal one
  std::unordered_multimap<std::string, int> s;
  const char *w[] = {"red", "green", "red", "blue", "red", "green", "cyan", "red"};
  for (int i = 0; i < 8; i++) s.insert(std::make_pair(std::string(w[i]), i));
  for (auto &kv : s) printf("%s:%d ", kv.first.c_str(), kv.second);
  printf("| %zu\n", s.bucket_count());
  for (int i = 0; i < 30; i++) s.emplace(std::string(w[i % 8]) + std::to_string(i % 4), i);
  for (auto &kv : s) printf("%s:%d ", kv.first.c_str(), kv.second);
  printf("| %zu %zu\n", s.size(), s.bucket_count());
  printf("red %zu red1 %zu\n", s.count("red"), s.count("red1"));

  // a multiset of a kernel's classes
  const int n = 48;
  std::vector<int> v(n), cls(n);
  for (int i = 0; i < n; i++) v[i] = (i * 37 + 11) % 101;
  int *dv, *dc;
  cudaMalloc(&dv, n * sizeof(int)); cudaMalloc(&dc, n * sizeof(int));
  cudaMemcpy(dv, v.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  classify<<<2, 32>>>(dv, dc, n);
  cudaMemcpy(cls.data(), dc, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::unordered_multiset<int> ms(cls.data(), cls.data() + n);
  for (int x : ms) printf("%d", x);
  printf("\n");
  for (int k = 0; k < 5; k++) printf("%zu ", ms.count(k));
  printf("| %zu\n", ms.bucket_count());
  std::unordered_multiset<std::string> ws = {"a", "b", "a", "c", "b", "a"};
  for (auto &x : ws) printf("%s", x.c_str());
  printf(" %zu\n", ws.erase("a"));
  for (auto &x : ws) printf("%s", x.c_str());
  printf("\n");
  cudaFree(dv); cudaFree(dc);
  return 0;
}
// expect: 13 13 29 29 59 
// expect: 6:34 6:27 6:20 6:13 6:6 5:33 5:26 5:19 5:12 5:5 4:39 4:32 4:25 4:18 4:11 4:4 3:38 3:31 3:24 3:17 3:10 3:3 2:37 2:30 2:23 2:16 2:9 2:2 1:36 1:29 1:22 1:15 1:8 1:1 0:35 0:28 0:21 0:14 0:7 0:0 
// expect: count(3) 6 count(9) 0 size 40
// expect: 39 32 25 18 11 4 
// expect: erase(2) 6 size 34
// expect: next after first 5: 5:26
// expect: buckets 103: 0:35 0:28 0:21 0:14 0:7 0:0 1:36 1:29 1:22 1:15 1:8 1:1 3:38 3:31 3:24 3:17 3:10 3:3 4:39 4:32 4:25 4:18 4:11 4:4 5:26 5:19 5:12 5:5 6:34 6:27 6:20 6:13 6:6
// expect: 34 7 6
// expect: blue:3 green:1 green:5 cyan:6 red:0 red:7 red:4 red:2 | 13
// expect: blue3:27 blue3:19 blue3:3 blue3:11 red2:26 red2:18 red2:2 red2:10 red0:28 red0:24 red0:20 red0:16 red0:0 red0:12 red0:8 red0:4 blue:3 green1:29 green1:25 green1:21 green1:17 green1:13 green1:1 green1:9 green1:5 green:1 green:5 cyan:6 red:0 red:7 red:4 red:2 cyan2:22 cyan2:14 cyan2:6 red3:23 red3:15 red3:7 | 38 59
// expect: red 4 red1 0
// expect: 222222222244444444440000000003333333333111111111
// expect: 9 9 10 10 10 | 53
// expect: cbbaaa 3
// expect: cbb
