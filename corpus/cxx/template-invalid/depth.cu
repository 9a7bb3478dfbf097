// Unbounded recursive instantiation stops at cudak's depth limit (256 nested instances; g++'s
// is 900, each level here is a nested parse) with one error and one note at the outermost use,
// not one per level.
// SPDX-License-Identifier: MIT
template <int N>
int up()
{
  return up<N + 1>();
}

int main()
{
  return up<0>();
}
// expect-build-fail
// nvcc: fail: ^depth\.cu\(8\): error: excessive recursion at instantiation of function "up<N>\(\) \[with N=200\]"$
// expect-report: ^depth\.cu:8:10: error: template instantiation depth exceeds maximum of 256 \(instantiating 'up<256>'\)$
// expect-report: ^depth\.cu:13:10: note: in instantiation of 'up<0>' required from here$
