// <atomic>: a std::atomic<int> counter bumped by three std::threads with ++, fetch_add and
// compare_exchange_weak loops: atomic read-modify-writes never race, and the total is exact.
#include <thread>
#include <atomic>
#include <cstdio>

static std::atomic<int> hits(0);
static std::atomic<long> sum{0};

void worker(int id)
{
  for (int i = 0; i < 50; i++) {
    ++hits;
    sum.fetch_add(id, std::memory_order_relaxed);
  }
  long seen = sum.load();
  while (!sum.compare_exchange_weak(seen, seen + 1000))
    ;
}

int main()
{
  std::thread t1(worker, 1), t2(worker, 2), t3(worker, 3);
  t1.join();
  t2.join();
  t3.join();
  printf("hits %d sum %ld lock-free %d\n", hits.load(), sum.load(), (int)hits.is_lock_free());
  int old = hits.exchange(7);
  printf("exchanged %d for %d\n", old, (int)hits);
  return 0;
}
// expect: hits 150 sum 3300 lock-free 1
// expect: exchanged 150 for 7
