// Heaps (make/push/pop/sort_heap), partial_sort, nth_element and sort of many equal keys: the element orders libstdc++ leaves (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <functional>

int main()
{
  std::vector<int> v;
  for (int i = 0; i < 37; i++)
    v.push_back((i * 29 + 3) % 11);
  std::vector<int> h = v;
  std::make_heap(h.begin(), h.end());
  printf("top %d:", h.front());
  for (int x : h)
    printf(" %d", x);
  printf("\n");
  h.push_back(20);
  std::push_heap(h.begin(), h.end());
  std::pop_heap(h.begin(), h.end());
  printf("popped %d now %d\n", h.back(), h.front());
  h.pop_back();
  std::sort_heap(h.begin(), h.end());
  printf("sorted %d", (int) std::is_sorted(h.begin(), h.end()));
  for (int x : h)
    printf(" %d", x);
  printf("\n");
  std::vector<int> p = v;
  std::partial_sort(p.begin(), p.begin() + 8, p.end(), std::greater<int>());
  for (int x : p)
    printf("%d ", x);
  printf("\n");
  std::vector<int> q = v;
  std::nth_element(q.begin(), q.begin() + 18, q.end());
  printf("median %d:", q[18]);
  for (int x : q)
    printf(" %d", x);
  printf("\n");
  std::vector<int> big(200);
  for (int i = 0; i < 200; i++)
    big[i] = (i * 7919) % 13;
  std::sort(big.begin(), big.end());
  printf("%d %d %d\n", big[0], big[100], big[199]);
  std::vector<std::pair<int, int>> pr;
  for (int i = 0; i < 50; i++)
    pr.push_back(std::make_pair((i * 17) % 4, i));
  std::sort(pr.begin(), pr.end(), [](const std::pair<int, int> &a, const std::pair<int, int> &b) { return a.first < b.first; });
  for (int i = 0; i < 50; i++)
    printf("%d,%d%c", pr[i].first, pr[i].second, i % 10 == 9 ? '\n' : ' ');
  return 0;
}
// expect: top 10: 10 10 10 10 9 9 8 9 8 4 7 6 5 6 4 7 8 6 4 0 0 7 3 3 6 2 3 5 1 2 1 0 2 3 5 1 2
// expect: popped 20 now 10
// expect: sorted 1 0 0 0 1 1 1 2 2 2 2 3 3 3 3 4 4 4 5 5 5 6 6 6 6 7 7 7 8 8 8 9 9 9 10 10 10 10
// expect: 10 10 10 10 9 9 9 8 1 0 2 3 3 4 2 5 5 1 6 4 0 6 3 7 6 2 7 5 1 8 4 0 7 3 8 6 2 
// expect: median 5: 2 1 2 0 1 0 1 0 3 2 3 2 3 3 4 4 4 5 5 6 5 6 6 7 7 7 8 6 8 9 10 9 10 8 10 9 10
// expect: 0 6 12
// expect: 0,36 0,20 0,24 0,0 0,16 0,28 0,32 0,12 0,8 0,40
// expect: 0,44 0,4 0,48 1,37 1,25 1,33 1,41 1,29 1,45 1,21
// expect: 1,49 1,1 1,17 1,5 1,9 1,13 2,22 2,2 2,46 2,42
// expect: 2,6 2,38 2,10 2,34 2,30 2,14 2,26 2,18 3,11 3,35
// expect: 3,31 3,39 3,7 3,15 3,27 3,43 3,3 3,47 3,23 3,19
