// `[*this]` (C++17): the closure holds a copy of the object, so a later change of the object is
// not seen (10, where `[this]` sees 70), `this` in the body is the copy's address (const unless
// the lambda is mutable: the mutable one changes its own copy). Host output as g++ prints it.
#include <cstdio>
struct Counter {
  int n = 1;
  auto byCopy () { return [*this] () { return n * 10; }; }
  auto byRef () { return [this] () { return n * 10; }; }
  auto mut () { return [*this] () mutable { n += 5; return n; }; }
  int self () { auto f = [*this] { return this->n + (this == nullptr); }; return f (); }
};
int main () {
  Counter c;
  auto a = c.byCopy ();
  auto b = c.byRef ();
  auto m = c.mut ();
  c.n = 7;
  int m1 = m ();
  int m2 = m ();
  printf ("%d %d %d %d %d %d\n", a (), b (), m1, m2, c.n, c.self ());
  return 0;
}
// expect: 10 70 6 11 7 7
