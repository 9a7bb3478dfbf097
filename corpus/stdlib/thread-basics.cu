// <thread>: what a std::thread is before, during and after its life: joinable, ids that
// compare, move construction and assignment, swap, detach (a detached thread's work is waited
// for with an atomic flag), this_thread::get_id in the thread, yield, sleep_for and
// sleep_until (no time passes under --pin-time), hardware_concurrency.
// cudak-args: --pin-time
#include <thread>
#include <atomic>
#include <chrono>
#include <cstdio>

static std::thread::id seen;
static std::atomic<bool> detached_done(false);

void record()
{
  seen = std::this_thread::get_id();
  std::this_thread::yield();
}

void background()
{
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  detached_done.store(true, std::memory_order_release);
}

int main()
{
  std::thread empty;
  printf("default: joinable %d, id is none %d\n", (int)empty.joinable(),
         (int)(empty.get_id() == std::thread::id()));
  std::thread t(record);
  std::thread::id tid = t.get_id();
  printf("started: joinable %d, not main %d\n", (int)t.joinable(),
         (int)(tid != std::this_thread::get_id()));
  std::thread moved(std::move(t));
  printf("moved: from %d, to %d\n", (int)t.joinable(), (int)moved.joinable());
  moved.join();
  printf("joined: %d, thread saw its id %d\n", (int)moved.joinable(), (int)(seen == tid));
  std::thread d(background);
  d.detach();
  while (!detached_done.load(std::memory_order_acquire))
    std::this_thread::yield();
  printf("detached: joinable %d, done %d\n", (int)d.joinable(), (int)detached_done.load());
  std::thread a(record), b;
  a.swap(b);
  printf("swapped: %d %d\n", (int)a.joinable(), (int)b.joinable());
  b.join();
  auto start = std::chrono::steady_clock::now();
  std::this_thread::sleep_for(std::chrono::seconds(3));
  std::this_thread::sleep_until(start + std::chrono::seconds(1));
  auto slept = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
  printf("slept %ld ms, cores > 0: %d\n", slept.count(), (int)(std::thread::hardware_concurrency() > 0));
  return 0;
}
// expect: default: joinable 0, id is none 1
// expect: started: joinable 1, not main 1
// expect: moved: from 0, to 1
// expect: joined: 0, thread saw its id 1
// expect: detached: joinable 0, done 1
// expect: swapped: 0 1
// expect: slept 0 ms, cores > 0: 1
