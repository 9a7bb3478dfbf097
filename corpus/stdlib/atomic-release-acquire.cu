// <atomic>: a payload published with a release store of a std::atomic<bool> and read after
// an acquire load that sees it: ordered, no race (as C++ [intro.races] says). The same with
// memory_order_relaxed is atomic-relaxed-race.cu.
#include <thread>
#include <atomic>
#include <cstdio>

static int payload[4];
static std::atomic<bool> ready(false);
static std::atomic<int *> slot(nullptr);

void publish()
{
  for (int i = 0; i < 4; i++)
    payload[i] = (i + 1) * 10;
  slot.store(payload + 2, std::memory_order_relaxed);
  ready.store(true, std::memory_order_release);
}

int main()
{
  std::thread t(publish);
  while (!ready.load(std::memory_order_acquire))
    std::this_thread::yield();
  int *p = slot.load();
  printf("payload %d %d %d %d, slot %d\n", payload[0], payload[1], payload[2], payload[3], *p);
  t.join();
  std::atomic<int *> cursor(payload);
  cursor += 2;
  int *old = cursor.fetch_add(1);
  printf("cursor %d -> %d\n", *old, *cursor.load());
  std::atomic_flag busy = ATOMIC_FLAG_INIT;
  bool was = busy.test_and_set();
  bool again = busy.test_and_set();
  busy.clear();
  bool after_clear = busy.test_and_set();
  printf("flag %d %d %d\n", (int)was, (int)again, (int)after_clear);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return 0;
}
// expect: payload 10 20 30 40, slot 30
// expect: cursor 30 -> 40
// expect: flag 0 1 0
