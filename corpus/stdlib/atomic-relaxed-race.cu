// <atomic>: atomic-release-acquire.cu with memory_order_relaxed on both sides: the flag
// itself is atomic, but it orders nothing, so the payload's write and read race.
#include <thread>
#include <atomic>
#include <cstdio>

static int payload;
static std::atomic<bool> ready(false);

void publish()
{
  payload = 42;
  ready.store(true, std::memory_order_relaxed);
}

int main()
{
  std::thread t(publish);
  while (!ready.load(std::memory_order_relaxed))
    std::this_thread::yield();
  printf("payload %d\n", payload);
  t.join();
  return 0;
}
// expect: payload 42
// expect-exit: 1
// expect-report: ^atomic-relaxed-race\.cu:21:26: error: data race on host memory: read of 4 bytes at 'payload' conflicts with an earlier write by another host thread
// expect-report: ^atomic-relaxed-race\.cu:12:11: note: previous write by host thread 2 \(start routine 'publish'\)
// expect-report: ^atomic-relaxed-race\.cu:21:26: note: read by host thread 1 \(main\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
