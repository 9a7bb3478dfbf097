// <condition_variable>: the waits real code writes, with lambda predicates: a worker waits
// for `ready` with cv.wait(lk, [&] { return ready; }), main waits for the result with
// wait_for and a predicate (it arrives before the deadline), then a wait_for that nobody
// notifies times out (under --pin-time no time passes: the deadline is reached when no other
// thread can run). No race: every shared variable is read and written under the mutex.
// cudak-args: --pin-time
#include <thread>
#include <mutex>
#include <condition_variable>
#include <chrono>
#include <cstdio>

int main()
{
  std::mutex m;
  std::condition_variable cv;
  bool ready = false, done = false;
  int data = 0, result = 0;
  std::thread worker([&] {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [&] { return ready; });
    result = data * 2;
    done = true;
    lk.unlock();
    cv.notify_one();
  });
  {
    std::lock_guard<std::mutex> g(m);
    data = 21;
    ready = true;
  }
  cv.notify_one();
  std::unique_lock<std::mutex> lk(m);
  bool in_time = cv.wait_for(lk, std::chrono::seconds(5), [&] { return done; });
  printf("result %d, in time %d\n", result, (int)in_time);
  std::cv_status st = cv.wait_for(lk, std::chrono::milliseconds(10));
  printf("second wait timed out: %d\n", (int)(st == std::cv_status::timeout));
  lk.unlock();
  worker.join();
  return 0;
}
// expect: result 42, in time 1
// expect: second wait timed out: 1
