// A template's type parameter names its class argument's members: `R::num` (a static
// constant), `C::now ()` (a static function) and `typename C::type`, as <ratio> and <chrono>
// code writes them (they were "'R' has not been declared").
#include <cstdio>

template <long N, long D = 1>
struct ratio { static constexpr long num = N; static constexpr long den = D; };

template <class R1, class R2>
struct ratio_times { static constexpr long num = R1::num * R2::num, den = R1::den * R2::den; };

template <class R>
long sum_of() { return R::num + R::den; }

struct Clock {
  typedef int rep;
  static rep now() { return 42; }
};

template <class C>
int read_clock()
{
  typename C::rep r = C::now();
  return r;
}

int main()
{
  printf("%ld %ld/%ld %d\n", sum_of<ratio<3, 4> >(), ratio_times<ratio<3, 4>, ratio<5, 6> >::num,
         ratio_times<ratio<3, 4>, ratio<5, 6> >::den, read_clock<Clock>());
  return 0;
}
// expect: 7 15/24 42
