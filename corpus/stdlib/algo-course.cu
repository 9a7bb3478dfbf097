// <algorithm>/<numeric>/<functional> as course code uses them: a vector of structs sorted by a lambda with equal keys (libstdc++'s introsort order), a kernel's result checked with std::equal and max_element, unique/remove_if/rotate, binary search, partial_sort and nth_element (libstdc++'s element order), reduce's float order, stable_sort (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <functional>
struct Item { int key; int id; };
__global__ void square(int *x, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = x[i] * x[i]; }
int main() {
  std::vector<Item> items;
  unsigned s = 12345;
  for (int i = 0; i < 100; i++) { s = s * 1103515245u + 12345u; Item it = { (int)((s >> 16) % 7), i }; items.push_back(it); }
  std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.key < b.key; });
  for (size_t i = 0; i < items.size(); i++) printf("%d:%d%c", items[i].key, items[i].id, i % 10 == 9 ? '\n' : ' ');
  std::vector<int> v(40);
  std::iota(v.begin(), v.end(), -20);
  int *d; cudaMalloc(&d, v.size() * sizeof(int));
  cudaMemcpy(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  square<<<2, 32>>>(d, (int)v.size());
  std::vector<int> sq(v.size());
  cudaMemcpy(sq.data(), d, sq.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::vector<int> ref(v.size());
  std::transform(v.begin(), v.end(), ref.begin(), [](int x) { return x * x; });
  printf("equal %d\n", (int)std::equal(sq.begin(), sq.end(), ref.begin()));
  printf("max %d at %ld, min %d at %ld\n", *std::max_element(sq.begin(), sq.end()), (long)(std::max_element(sq.begin(), sq.end()) - sq.begin()),
         *std::min_element(sq.begin(), sq.end()), (long)(std::min_element(sq.begin(), sq.end()) - sq.begin()));
  auto mm = std::minmax_element(sq.begin(), sq.end());
  printf("minmax %ld %ld\n", (long)(mm.first - sq.begin()), (long)(mm.second - sq.begin()));
  std::sort(sq.begin(), sq.end(), std::greater<int>());
  for (int x : sq) printf("%d ", x);
  printf("\n");
  printf("sum %d inner %lld count %ld count_if %ld\n", std::accumulate(sq.begin(), sq.end(), 0), std::inner_product(v.begin(), v.end(), v.begin(), 0LL),
         (long)std::count(sq.begin(), sq.end(), 100), (long)std::count_if(sq.begin(), sq.end(), [](int x) { return x > 200; }));
  std::vector<int> u = sq;
  u.erase(std::unique(u.begin(), u.end()), u.end());
  printf("unique %zu:", u.size()); for (int x : u) printf(" %d", x); printf("\n");
  std::reverse(u.begin(), u.end());
  printf("lb %ld ub %ld bs %d %d\n", (long)(std::lower_bound(u.begin(), u.end(), 50) - u.begin()), (long)(std::upper_bound(u.begin(), u.end(), 49) - u.begin()),
         (int)std::binary_search(u.begin(), u.end(), 64), (int)std::binary_search(u.begin(), u.end(), 65));
  std::vector<int> w(v.begin(), v.end());
  w.erase(std::remove_if(w.begin(), w.end(), [](int x) { return x % 3 == 0; }), w.end());
  printf("remove_if %zu first %d last %d\n", w.size(), w.front(), w.back());
  std::rotate(w.begin(), w.begin() + 5, w.end());
  printf("rotate %d %d %d\n", w[0], w[1], w.back());
  printf("all %d any %d none %d\n", (int)std::all_of(w.begin(), w.end(), [](int x) { return x % 3 != 0; }),
         (int)std::any_of(w.begin(), w.end(), [](int x) { return x > 18; }), (int)std::none_of(w.begin(), w.end(), [](int x) { return x == 0; }));
  printf("max %d min %d max_il %d minmax %d %d\n", std::max(3, 7), std::min(2.5, -1.0) < 0 ? -1 : 1, std::max({4, 9, 2, 9, 1}), std::minmax(5, 3).first, std::minmax(5, 3).second);
  std::vector<float> f(37);
  for (size_t i = 0; i < f.size(); i++) f[i] = 1.0f / (float)(i + 1);
  printf("reduce %.9g accumulate %.9g\n", std::reduce(f.begin(), f.end()), std::accumulate(f.begin(), f.end(), 0.0f));
  std::vector<int> ps(10), ad(10);
  std::partial_sum(v.begin(), v.begin() + 10, ps.begin());
  std::adjacent_difference(ps.begin(), ps.end(), ad.begin());
  printf("ps %d %d ad %d %d gcd %d lcm %d\n", ps[0], ps[9], ad[0], ad[9], std::gcd(84, -36), std::lcm(4, 6));
  std::vector<int> p(30);
  for (int i = 0; i < 30; i++) p[i] = (i * 17) % 30;
  std::nth_element(p.begin(), p.begin() + 10, p.end());
  printf("nth %d:", p[10]); for (int x : p) printf(" %d", x); printf("\n");
  std::partial_sort(p.begin(), p.begin() + 5, p.end(), std::greater<int>());
  printf("partial:"); for (int x : p) printf(" %d", x); printf("\n");
  std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.id % 5 < b.id % 5; });
  for (int i = 0; i < 10; i++) printf("%d:%d ", items[i].key, items[i].id);
  printf("\n");
  std::fill(p.begin(), p.begin() + 3, 7); std::fill_n(p.begin() + 3, 2, 8);
  std::vector<int> cp(5); std::copy(p.begin(), p.begin() + 5, cp.begin()); std::copy_n(p.begin(), 2, cp.begin() + 3);
  printf("copy %d %d %d %d %d find %ld\n", cp[0], cp[1], cp[2], cp[3], cp[4], (long)(std::find(p.begin(), p.end(), 8) - p.begin()));
  int sum = 0; std::for_each(cp.begin(), cp.end(), [&sum](int x) { sum += x; });
  int a = 1, b = 2; std::swap(a, b); std::iter_swap(cp.begin(), cp.begin() + 4);
  printf("for_each %d swap %d %d cp0 %d\n", sum, a, b, cp[0]);
  return 0;
}
// expect: 0:1 0:99 0:86 0:74 0:69 0:57 0:55 0:52 0:22 0:21
// expect: 0:18 0:15 0:12 0:0 1:33 1:5 1:51 1:46 1:43 1:70
// expect: 1:39 1:71 1:77 1:78 1:81 1:82 1:26 1:23 1:19 1:92
// expect: 2:6 2:94 2:59 2:48 2:47 2:17 2:63 2:66 2:4 2:20
// expect: 2:73 2:24 2:25 2:30 3:72 3:68 3:93 3:91 3:13 3:61
// expect: 3:85 3:89 3:58 3:96 3:90 3:54 3:14 3:8 3:27 3:29
// expect: 3:40 4:56 4:97 4:11 4:95 4:10 4:87 4:36 4:42 4:49
// expect: 4:45 4:65 5:41 5:53 5:60 5:16 5:9 5:64 5:2 5:32
// expect: 5:67 5:38 5:76 5:44 5:3 5:80 6:75 6:98 6:7 6:50
// expect: 6:37 6:62 6:28 6:88 6:35 6:34 6:84 6:83 6:31 6:79
// expect: equal 1
// expect: max 400 at 0, min 0 at 20
// expect: minmax 20 0
// expect: 400 361 361 324 324 289 289 256 256 225 225 196 196 169 169 144 144 121 121 100 100 81 81 64 64 49 49 36 36 25 25 16 16 9 9 4 4 1 1 0 
// expect: sum 5340 inner 5340 count 2 count_if 11
// expect: unique 21: 400 361 324 289 256 225 196 169 144 121 100 81 64 49 36 25 16 9 4 1 0
// expect: lb 8 ub 8 bs 1 0
// expect: remove_if 27 first -20 last 19
// expect: rotate -13 -11 -14
// expect: all 1 any 1 none 1
// expect: max 7 min -1 max_il 9 minmax 3 5
// expect: reduce 4.20158672 accumulate 4.20158672
// expect: ps -20 -155 ad -20 -11 gcd 12 lcm 12
// expect: nth 10: 1 0 9 4 8 5 6 7 2 3 10 11 12 13 14 15 28 19 24 23 20 27 16 29 18 25 22 21 26 17
// expect: partial: 29 28 27 26 25 0 1 4 2 3 5 6 7 8 9 10 11 12 13 14 15 19 16 20 18 23 22 21 24 17
// expect: 0:55 0:15 0:0 1:5 1:70 2:20 2:25 2:30 3:85 3:90 
// expect: copy 7 7 7 7 7 find 3
// expect: for_each 35 swap 2 1 cp0 7
