// More C++ that cudak does not support, each one 'unsupported:' error where it is written and
// nothing after it: an implementation's own attribute, a friend declaration, a mutable member,
// an explicit constructor. The uses in main are not reported again. (The alias template and the
// variadic template, with its pack and sizeof..., are supported since issue 19.)
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
// expect-stderr: cxx-no-cascades-more.cu:12:3: error: unsupported: friend declarations
// expect-stderr:   friend int peek(Box b);
// expect-stderr:   ^~~~~~
// expect-stderr: cxx-no-cascades-more.cu:13:3: error: unsupported: mutable members
// expect-stderr:   mutable int hits;
// expect-stderr:   ^~~~~~~
// expect-stderr: cxx-no-cascades-more.cu:14:12: error: unsupported: constructors
// expect-stderr:   explicit Box(int x) : v(x) {}
// expect-stderr:            ^~~
