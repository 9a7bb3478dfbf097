// More C++ that cudak does not support, each one 'unsupported:' error where it is written and
// nothing after it: an implementation's own attribute. The uses in main are not reported again.
// (The alias template, the variadic template with its pack and sizeof..., the friend
// declaration, the mutable member and the explicit constructor are supported since issue 19.)
// SPDX-License-Identifier: MIT
// expect-build-fail
[[gnu::always_inline]] inline int one() { return 1; }
template <typename T> using Ptr = T *;
template <typename... Ts> int count(Ts... ts) { return sizeof...(ts); }
struct Box {
  int v;
  friend int peek(Box b);
  mutable int hits;
  explicit Box(int x) : v(x) {}
};
int main()
{
  Ptr<int> p = 0;
  Box b(3);
  b.hits = count(1, 2) + count() + one();
  return b.v + (p != 0);
}
// expect-stderr: cxx-no-cascades-more.cu:7:3: error: unsupported: the attribute 'gnu::always_inline'
// expect-stderr: [[gnu::always_inline]] inline int one() { return 1; }
// expect-stderr:   ^~~
