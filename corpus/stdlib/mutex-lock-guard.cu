// <mutex>: the counter of thread-race.cu guarded by a std::lock_guard<std::mutex>: no race, and
// the count is exact. std::thread takes an argument (the thread's share of the work).
#include <thread>
#include <mutex>
#include <cstdio>

static long counter = 0;
static std::mutex counter_mutex;

void bump(int times)
{
  for (int i = 0; i < times; i++) {
    std::lock_guard<std::mutex> guard(counter_mutex);
    counter++;
  }
}

int main()
{
  std::thread a(bump, 100);
  std::thread b(bump, 50);
  a.join();
  b.join();
  printf("counter = %ld\n", counter);
  return 0;
}
// expect: counter = 150
