// <iterator>: std::begin/end/size of an array, back_inserter with copy_if, advance/distance/next/prev on a list, reverse iterators (base(), indexing) and sorting through them (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <list>
#include <iterator>
#include <algorithm>

int main()
{
  int raw[] = { 9, 4, 7, 1, 8, 2 };
  std::vector<int> v(std::begin(raw), std::end(raw));
  printf("%zu %zu\n", std::size(raw), v.size());
  std::vector<int> odd;
  std::copy_if(v.begin(), v.end(), std::back_inserter(odd), [](int x) { return x % 2 == 1; });
  for (int x : odd)
    printf("%d ", x);
  printf("\n");
  std::list<int> l = { 9, 4, 7, 1, 8, 2 };
  auto it = l.begin();
  std::advance(it, 3);
  printf("%d %ld %d %d\n", *it, (long) std::distance(l.begin(), it), *std::next(it), *std::prev(it, 2));
  std::vector<int> r;
  std::copy(v.rbegin(), v.rend(), std::back_inserter(r));
  for (int x : r)
    printf("%d ", x);
  printf("\n");
  std::reverse_iterator<std::vector<int>::iterator> ri = v.rbegin();
  printf("%d %d %d\n", *ri, ri[2], *(ri.base() - 1));
  std::sort(v.rbegin(), v.rend());
  for (int x : v)
    printf("%d ", x);
  printf("\n");
  return 0;
}
// expect: 6 6
// expect: 9 7 1 
// expect: 1 3 8 4
// expect: 2 8 1 7 4 9 
// expect: 2 1 2
// expect: 9 8 7 4 2 1 
