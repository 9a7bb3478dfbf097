// <unordered_map>/<unordered_set> iterate in libstdc++'s order: bucket counts 13, 29, 59 as the prime policy grows them, the order after rehashes and erases, a set from a braced list, groups of a kernel's results, copies and clear (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <unordered_map>
#include <unordered_set>
#include <vector>
__global__ void mod7(const int *in, int *out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = in[i] % 7; }
int main() {
  std::unordered_map<int, int> m;
  for (int i = 0; i < 40; i++) { m[(i * 37) % 101] = i; if (i < 16) printf("%zu ", m.bucket_count()); }
  printf("\n");
  for (auto &kv : m) printf("%d:%d ", kv.first, kv.second);
  printf("\nsize %zu buckets %zu lf %.3f\n", m.size(), m.bucket_count(), m.load_factor());
  m.erase(37); m.erase(0); m.erase(1000);
  auto it = m.find(74); if (it != m.end()) it = m.erase(it);
  printf("after erase %zu first %d next %d\n", m.size(), m.begin()->first, it->first);
  for (auto &kv : m) printf("%d ", kv.first);
  printf("\n");
  std::unordered_set<long> s = {10, 23, 5, 36, 49, 62, 75, 88, 101, 114, 127, 140, 153, 166};
  for (long x : s) printf("%ld ", x);
  printf("| %zu %zu\n", s.size(), s.bucket_count());
  std::vector<int> in(50), out(50);
  for (int i = 0; i < 50; i++) in[i] = i * 13 + 5;
  int *di, *dout; cudaMalloc(&di, 200); cudaMalloc(&dout, 200);
  cudaMemcpy(di, in.data(), 200, cudaMemcpyHostToDevice);
  mod7<<<2, 32>>>(di, dout, 50);
  cudaMemcpy(out.data(), dout, 200, cudaMemcpyDeviceToHost);
  std::unordered_map<int, std::vector<int>> groups;
  for (int i = 0; i < 50; i++) groups[out[i]].push_back(in[i]);
  for (auto &g : groups) printf("%d:%zu ", g.first, g.second.size());
  printf("\n");
  std::unordered_map<int, int> c = m;
  c[500] = 1;
  printf("%zu %zu %zu %d\n", c.size(), m.size(), c.count(500), (int)m.count(500));
  m.clear();
  printf("%zu %zu %d\n", m.size(), m.bucket_count(), (int)(m.begin() == m.end()));
  cudaFree(di); cudaFree(dout);
  return 0;
}
// expect: 13 13 13 13 13 13 13 13 13 13 13 13 13 29 29 29 
// expect: 29:39 93:38 56:37 19:36 83:35 46:34 9:33 73:32 36:31 100:30 63:29 40:12 67:10 30:9 3:11 90:27 94:8 57:7 20:6 84:5 26:28 47:4 10:3 97:19 74:2 16:25 37:1 0:0 87:16 77:13 13:14 50:15 23:17 60:18 33:20 70:21 6:22 43:23 80:24 53:26 
// expect: size 40 buckets 59 lf 0.678
// expect: after erase 37 first 29 next 16
// expect: 29 93 56 19 83 46 9 73 36 100 63 40 67 30 3 90 94 57 20 84 26 47 10 97 16 87 77 13 50 23 60 33 70 6 43 80 53 
// expect: 166 10 23 36 49 62 75 88 101 114 127 140 153 5 | 14 29
// expect: 6:7 0:7 1:7 2:7 3:7 4:7 5:8 
// expect: 38 37 1 0
// expect: 0 59 1
