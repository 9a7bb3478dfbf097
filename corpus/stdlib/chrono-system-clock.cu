// <chrono>: system_clock under --pin-time reads cudak's pinned time, 2000-01-01 00:00:00 UTC,
// as time() does; to_time_t and from_time_t round-trip, time_point_cast truncates, and a
// deadline computed from now() compares as g++'s does.
// cudak-args: --pin-time
#include <chrono>
#include <ctime>
#include <cstdio>

int main()
{
  using namespace std::chrono;
  system_clock::time_point now = system_clock::now();
  time_t t = system_clock::to_time_t(now);
  printf("time_t %ld, time() %ld\n", (long)t, (long)time(NULL));
  hours h = duration_cast<hours>(now.time_since_epoch());
  printf("hours since the epoch %ld (days %ld)\n", h.count(), h.count() / 24);
  system_clock::time_point back = system_clock::from_time_t(t + 90);
  seconds later = duration_cast<seconds>(back - now);
  printf("from_time_t(+90): %ld s later\n", later.count());
  auto deadline = now + milliseconds(250);
  printf("deadline passed: %s\n", system_clock::now() >= deadline ? "yes" : "no");
  auto in_minutes = time_point_cast<minutes>(back);
  printf("minutes %ld\n", in_minutes.time_since_epoch().count());
  return 0;
}
// expect: time_t 946684800, time() 946684800
// expect: hours since the epoch 262968 (days 10957)
// expect: from_time_t(+90): 90 s later
// expect: deadline passed: no
// expect: minutes 15778081
