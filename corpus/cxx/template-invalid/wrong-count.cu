// A class template named with too few arguments and a function template with too many.
// SPDX-License-Identifier: MIT
template <typename T, int N>
struct Vec
{
  T v[N];
};

template <typename T>
T twice(T x)
{
  return x + x;
}

int main()
{
  Vec<int> v;
  v.v[0] = twice<int, int>(1);
  return 0;
}
// expect-build-fail
// nvcc: fail: ^wrong-count\.cu\(17\): error: too few arguments for class template \"Vec\"$
// expect-report: ^wrong-count\.cu:17:10: error: wrong number of template arguments \(1, should be 2\)$
// expect-report: ^wrong-count\.cu:18:27: error: no matching function for call to 'twice<int, int>\(int\)'$
// expect-report: ^wrong-count\.cu:18:27: error: wrong number of template arguments \(2, should be 1\)$
