// <mutex>, <condition_variable>: a bounded queue between a producer and a consumer
// std::thread, guarded by a std::mutex with std::unique_lock, each side waiting on its own
// condition variable in the classic loop (and once with a predicate function): no race, every
// item arrives in order.
#include <thread>
#include <mutex>
#include <condition_variable>
#include <cstdio>

#define CAP 4
#define ITEMS 20

static int queue[CAP];
static int head = 0, count = 0;
static bool done = false;
static std::mutex m;
static std::condition_variable not_empty, not_full;
static long total = 0;

static bool finished() { return done; }

void produce()
{
  for (int i = 1; i <= ITEMS; i++) {
    std::unique_lock<std::mutex> lk(m);
    while (count == CAP)
      not_full.wait(lk);
    queue[(head + count) % CAP] = i;
    count++;
    lk.unlock();
    not_empty.notify_one();
  }
  std::lock_guard<std::mutex> g(m);
  done = true;
  not_empty.notify_all();
}

void consume()
{
  int last = 0, in_order = 1;
  for (;;) {
    std::unique_lock<std::mutex> lk(m);
    while (count == 0 && !done)
      not_empty.wait(lk);
    if (count == 0 && done)
      break;
    int v = queue[head];
    head = (head + 1) % CAP;
    count--;
    if (v != last + 1)
      in_order = 0;
    last = v;
    total += v;
    lk.unlock();
    not_full.notify_one();
  }
  printf("consumed up to %d, in order %d\n", last, in_order);
}

int main()
{
  std::thread c(consume);
  std::thread p(produce);
  p.join();
  c.join();
  std::unique_lock<std::mutex> lk(m);
  not_empty.wait(lk, finished);
  printf("total %ld owns %d\n", total, (int)lk.owns_lock());
  return 0;
}
// expect: consumed up to 20, in order 1
// expect: total 210 owns 1
