// <list> and <deque>: sort, remove, reverse, insert/erase, unique, reverse iteration; a deque filled at both ends, copied into a vector for a kernel, sorted, used as a BFS queue (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <list>
#include <deque>
#include <vector>
#include <algorithm>
#include <numeric>
__global__ void add1(int *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1; }
int main() {
  std::list<int> l = {5, 3, 8, 1};
  l.push_front(9); l.push_back(2);
  l.sort();
  for (int x : l) printf("%d ", x);
  printf("| size %zu front %d back %d\n", l.size(), l.front(), l.back());
  l.remove(8); l.reverse();
  auto it = l.begin(); ++it; it = l.insert(it, 7); l.erase(l.begin());
  for (auto r = l.rbegin(); r != l.rend(); ++r) printf("%d ", *r);
  printf("| %d\n", *it);
  std::list<int> l2 = l; l2.push_back(2); l2.push_back(2); l2.unique();
  printf("%zu %zu %d\n", l.size(), l2.size(), (int)(l == l2));
  printf("sum %d find %d\n", std::accumulate(l.begin(), l.end(), 0), (int)(std::find(l.begin(), l.end(), 3) != l.end()));
  std::deque<int> q;
  for (int i = 0; i < 10; i++) { if (i % 2) q.push_back(i); else q.push_front(i); }
  for (int x : q) printf("%d ", x);
  printf("| size %zu\n", q.size());
  q.pop_front(); q.pop_back();
  std::vector<int> host(q.begin(), q.end());
  int *d; cudaMalloc(&d, host.size() * sizeof(int));
  cudaMemcpy(d, host.data(), host.size() * sizeof(int), cudaMemcpyHostToDevice);
  add1<<<1, 32>>>(d, (int)host.size());
  cudaMemcpy(host.data(), d, host.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int x : host) printf("%d ", x);
  printf("| %d %d %d\n", q.front(), q.back(), q[3]);
  std::sort(q.begin(), q.end());
  for (size_t i = 0; i < q.size(); i++) printf("%d ", q[i]);
  printf("\n");
  std::deque<int> bfs = {0};
  int seen = 0;
  while (!bfs.empty() && seen < 20) { int v = bfs.front(); bfs.pop_front(); seen++; if (v < 10) { bfs.push_back(2 * v + 1); bfs.push_back(2 * v + 2); } }
  printf("bfs %d left %zu back %d\n", seen, bfs.size(), bfs.back());
  return 0;
}
// expect: 1 2 3 5 8 9 | size 6 front 1 back 9
// expect: 1 2 3 5 7 | 7
// expect: 5 6 0
// expect: sum 18 find 1
// expect: 8 6 4 2 0 1 3 5 7 9 | size 10
// expect: 7 5 3 1 2 4 6 8 | 6 7 0
// expect: 0 1 2 3 4 5 6 7 
// expect: bfs 20 left 1 back 20
