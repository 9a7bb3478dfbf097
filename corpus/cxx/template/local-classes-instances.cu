// Each instance of a function template has its own local classes and closure types
// ([temp.inst], [expr.prim.lambda.closure]): a lambda and a local class with a member function
// in run<float>, run<int> and run<double> (they were run<float>'s in every instance, or
// conflicting types), a static local in a local class's member (one per instance), a nested
// lambda, a capturing lambda passed to a function template, lambdas in a
// member function template and in a class template's member function, and two ordinary
// functions' local classes of one name. Expected output: g++ -std=c++17.
#include <cstdio>

template <class T> T run(T x)
{
  auto f = [](T a) { return a / 3; };
  struct L { T v; T get() const { return v * 2; } };
  L l{x};
  return f(x) + l.get();
}

template <class T> int count()
{
  struct C { static int next() { static int n = 0; return ++n; } };
  C::next();
  return C::next();
}

template <class T> T nested(T x)
{
  auto outer = [x](T y) {
    auto inner = [&](T z) { return x * y + z; };
    return inner(y / 2);
  };
  return outer(x + 1);
}

template <class T, class F> T apply(T v, F f) { return f(v); }

template <class T> T scaled(T a, T x)
{
  return apply(x, [a](T v) { return a * v + v / 2; });
}

struct Acc {
  template <class T> T twice(T x)
  {
    auto h = [this](T v) { return v + v + (T) n; };
    return h(x);
  }
  int n;
};

template <class T> struct Box {
  T v;
  T get() const
  {
    struct W { T w; T half() const { return w / 2; } };
    auto k = [](T a) { return a * 3; };
    return k(v) + W{v}.half();
  }
};

int f1() { struct L { int get() { return 1; } }; return L().get(); }
double f2() { struct L { double get() { return 2.5; } }; return L().get(); }

int main()
{
  printf("%g %d %g\n", (double) run(1.0f), run(7), run(1.0));
  int c1 = count<int>(), c2 = count<float>(), c3 = count<int>();
  printf("%d %d %d\n", c1, c2, c3);
  printf("%d %g\n", nested(5), nested(5.0));
  printf("%d %g\n", scaled(3, 5), scaled(3.0, 5.0));
  Acc acc{1};
  printf("%d %g\n", acc.twice(5), acc.twice(0.25));
  Box<int> bi{7};
  Box<double> bd{7};
  printf("%d %g\n", bi.get(), bd.get());
  printf("%d %g\n", f1(), f2());
  return 0;
}
// expect: 2.33333 16 2.33333
// expect: 2 2 4
// expect: 33 33
// expect: 17 17.5
// expect: 11 1.5
// expect: 24 24.5
// expect: 1 2.5
