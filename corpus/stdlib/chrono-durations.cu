// <chrono>: durations of every standard period, duration_cast (truncating toward zero), floor
// and ceil, conversions that keep precision (to a finer period, to a floating rep), arithmetic
// and comparisons across periods in their common type, clocks read twice. Expected output:
// g++ (libstdc++), the same program.
#include <chrono>
#include <cstdio>
int main()
{
  using namespace std::chrono;
  milliseconds ms(1500);
  seconds s = duration_cast<seconds>(ms);
  microseconds us = ms;
  duration<double> ds = ms;
  duration<double, std::milli> dms = nanoseconds(2500000);
  printf("%ld %ld %.3f %.3f\n", s.count(), us.count(), ds.count(), dms.count());
  auto sum = ms + s;
  printf("sum %ld\n", sum.count());
  auto diff = minutes(2) - seconds(30);
  printf("diff %ld\n", diff.count());
  printf("cmp %d %d %d\n", (int)(ms < s), (int)(seconds(60) == minutes(1)), (int)(hours(1) > minutes(59)));
  printf("scale %ld %ld %ld %ld\n", (ms * 3).count(), (ms * 2).count(), (ms / 4).count(), ms / milliseconds(7));
  printf("mod %ld %ld\n", (ms % 7).count(), (ms % seconds(1)).count());
  printf("floor %ld ceil %ld\n", floor<seconds>(ms).count(), ceil<seconds>(ms).count());
  printf("neg floor %ld ceil %ld cast %ld\n", floor<seconds>(-ms).count(), ceil<seconds>(-ms).count(), duration_cast<seconds>(-ms).count());
  milliseconds m2 = ms; m2 += milliseconds(10); m2 -= milliseconds(5); ++m2; m2 *= 2;
  printf("m2 %ld zero %ld\n", m2.count(), milliseconds(0).count());
  printf("h->ns %ld\n", nanoseconds(hours(2)).count());
  printf("periods %ld/%ld\n", (long)std::ratio<10, 4>::num, (long)std::ratio<10, 4>::den);
  auto t0 = steady_clock::now();
  auto t1 = steady_clock::now();
  auto el = t1 - t0;
  printf("steady ok %d\n", (int)(el >= nanoseconds(0)));
  double secs = duration<double>(t1 - t0).count();
  printf("nonneg %d\n", (int)(secs >= 0));
  auto now = system_clock::now();
  time_t tt = system_clock::to_time_t(now);
  printf("sys ok %d %d\n", (int)(tt > 1600000000), (int)steady_clock::is_steady);
  auto tp = time_point_cast<seconds>(system_clock::from_time_t(1000));
  printf("from_time_t %ld\n", tp.time_since_epoch().count());
  auto later = t0 + milliseconds(5);
  printf("later %ld\n", duration_cast<microseconds>(later - t0).count());
}
// expect: 1 1500000 1.500 2.500
// expect: sum 2500
// expect: diff 90
// expect: cmp 0 1 1
// expect: scale 4500 3000 375 214
// expect: mod 2 500
// expect: floor 1 ceil 2
// expect: neg floor -2 ceil -1 cast -1
// expect: m2 3012 zero 0
// expect: h->ns 7200000000000
// expect: periods 5/2
// expect: steady ok 1
// expect: nonneg 1
// expect: sys ok 1 1
// expect: from_time_t 1000
// expect: later 5000
