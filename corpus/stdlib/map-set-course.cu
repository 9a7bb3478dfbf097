// <map> and <set>: a histogram computed by a kernel checked against a std::map, insert/emplace/find/count/lower_bound/erase, reverse iteration, 500 inserts and erases kept in key order, map of vectors, copies, std::set with initializer list and std::greater (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <map>
#include <set>
#include <vector>
__global__ void histo(const int *in, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[in[i]], 1);
}
int main() {
  std::vector<int> data;
  for (int i = 0; i < 64; i++) data.push_back((i * 37 + 11) % 10);
  int *din, *dbins;
  cudaMalloc(&din, data.size() * sizeof(int));
  cudaMalloc(&dbins, 10 * sizeof(int));
  cudaMemset(dbins, 0, 10 * sizeof(int));
  cudaMemcpy(din, data.data(), data.size() * sizeof(int), cudaMemcpyHostToDevice);
  histo<<<2, 32>>>(din, dbins, (int)data.size());
  std::vector<int> bins(10);
  cudaMemcpy(bins.data(), dbins, 10 * sizeof(int), cudaMemcpyDeviceToHost);
  std::map<int, int> ref;
  for (int x : data) ref[x]++;
  bool ok = true;
  for (auto it = ref.begin(); it != ref.end(); ++it) { printf("%d:%d ", it->first, it->second); if (bins[it->first] != it->second) ok = false; }
  printf("\nok %d size %zu\n", (int)ok, ref.size());
  std::map<int, const char *> names;
  names[30] = "thirty"; names[10] = "ten"; const char *twenty = "twenty"; names.insert(std::pair<const int, const char *>(20, twenty)); const char *five = "five"; names.emplace(5, five);
  const char *ten = "TEN"; auto r = names.insert(std::make_pair(10, ten));
  printf("inserted %d existing %s\n", (int)r.second, r.first->second);
  for (const auto &kv : names) printf("%d=%s ", kv.first, kv.second);
  printf("\n");
  printf("count %zu %zu find %s lb %d ub %d\n", names.count(20), names.count(21), names.find(30)->second, names.lower_bound(11)->first, names.upper_bound(20)->first);
  names.erase(10);
  names.erase(names.find(30));
  for (auto it = names.rbegin(); it != names.rend(); ++it) printf("%d ", it->first);
  printf("size %zu empty %d\n", names.size(), (int)names.empty());
  std::map<int, int> big;
  for (int i = 0; i < 500; i++) big[(i * 7919) % 1000] = i;
  for (int i = 0; i < 1000; i += 3) big.erase(i);
  long sum = 0; int prev = -1; bool sorted = true;
  for (auto &kv : big) { sum += kv.first * (long)kv.second; if (kv.first <= prev) sorted = false; prev = kv.first; }
  printf("big %zu %ld sorted %d\n", big.size(), sum, (int)sorted);
  std::set<int> s = {5, 1, 4, 1, 5, 9, 2, 6};
  s.insert(3); s.erase(4);
  for (int x : s) printf("%d ", x);
  printf("| %zu %d %d\n", s.size(), (int)s.count(9), *s.lower_bound(7));
  std::set<int, std::greater<int>> g;
  for (int x : s) g.insert(x);
  for (int x : g) printf("%d ", x);
  printf("\n");
  std::map<int, std::vector<int>> groups;
  for (int i = 0; i < 12; i++) groups[i % 3].push_back(i);
  for (auto &kv : groups) { printf("%d:", kv.first); for (int x : kv.second) printf(" %d", x); printf(";"); }
  printf("\n");
  std::map<int, int> copy = ref;
  copy[0] = 100;
  printf("%d %d %d\n", ref[0], copy[0], (int)(copy == ref));
  cudaFree(din); cudaFree(dbins);
  return 0;
}
// expect: 0:6 1:7 2:7 3:6 4:6 5:7 6:6 7:6 8:7 9:6 
// expect: ok 1 size 10
// expect: inserted 0 existing ten
// expect: 5=five 10=ten 20=twenty 30=thirty 
// expect: count 1 0 find thirty lb 20 ub 30
// expect: 20 5 size 2 empty 0
// expect: big 334 42524777 sorted 1
// expect: 1 2 3 5 6 9 | 6 1 9
// expect: 9 6 5 3 2 1 
// expect: 0: 0 3 6 9;1: 1 4 7 10;2: 2 5 8 11;
// expect: 6 100 0
