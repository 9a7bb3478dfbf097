// Range-based for over a class with begin() and end() members, as [stmt.ranged] rewrites
// it: pointer iterators and a class iterator (operator*, ++, !=), by value, by reference
// (writing through it) and by const reference, over an lvalue, a const object (its const
// begin()/end()) and a prvalue (kept alive for the loop); a const object of a class with a
// constructor is constructed.
#include <stdio.h>
struct Buf {
  int v[4];
  int n;
  Buf(int k) : n(k) { for (int i = 0; i < k; i++) v[i] = i + 1; }
  int *begin() { return v; }
  int *end() { return v + n; }
  const int *begin() const { return v; }
  const int *end() const { return v + n; }
};
struct Down {
  int from;
  struct It {
    int i;
    int operator*() const { return i; }
    It &operator++() { --i; return *this; }
    bool operator!=(const It &o) const { return i != o.i; }
  };
  It begin() const { It r = { from }; return r; }
  It end() const { It r = { 0 }; return r; }
};
static Buf make(int k) { return Buf(k); }
int main()
{
  Buf b(4);
  for (int &x : b)
    x *= 10;
  int sum = 0;
  for (auto x : b)
    sum += x;
  const Buf cb(3);
  for (const auto &x : cb)
    sum += x;
  for (int x : make(2))
    sum += x;
  printf("%d\n", sum);
  for (int i : Down{3})
    printf("%d ", i);
  printf("\n");
  return 0;
}
// expect: 109
// expect: 3 2 1 
