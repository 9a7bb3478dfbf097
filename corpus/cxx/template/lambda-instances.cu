// Two lambdas are two closure types, though g++ (and cudak) name both `<lambda>`: a class
// template instantiated for each (Holder<lambda1>, Holder<lambda2>), a function template over
// those instances (run<Holder<...> >) and a member template of a class (Box::take<lambda>)
// make one instance per closure, each calling its own lambda (they were one instance, or
// conflicting types when linked). Expected output: g++.
#include <cstdio>

template <class F>
struct Holder {
  F f;
  Holder(F g) : f(g) {}
  void call() { this->f(); }
};

template <class H>
void run(H *h) { h->call(); }

struct Box {
  int n;
  Box() : n(0) {}
  template <class F> void take(F f) { n += f(); }
};

int main()
{
  int x = 0, y = 0;
  auto add_one = [&x] { x += 1; };
  auto add_hundred = [&y] { y += 100; };
  Holder<decltype(add_one)> h1(add_one);
  Holder<decltype(add_hundred)> h2(add_hundred);
  run(&h1);
  run(&h2);
  h1.call();
  Box b;
  b.take([] { return 5; });
  b.take([] { return 40; });
  printf("x %d y %d box %d\n", x, y, b.n);
  return 0;
}
// expect: x 2 y 100 box 45
