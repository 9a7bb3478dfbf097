// <mutex>: the opposite-order locking of mutex-deadlock-order.cu done right: std::lock takes
// both mutexes without deadlock (backing off and retrying), then std::lock_guard adopts them;
// a std::scoped_lock of both, a std::unique_lock with defer_lock/try_lock, a recursive_mutex
// and std::call_once run once each.
#include <thread>
#include <mutex>
#include <cstdio>

static std::mutex accounts, audit;
static std::recursive_mutex log_mutex;
static std::once_flag init_once;
static int balance = 100, entries = 0, inits = 0;

static void init_accounts() { inits++; }

static void log_twice()
{
  std::lock_guard<std::recursive_mutex> outer(log_mutex);
  std::lock_guard<std::recursive_mutex> inner(log_mutex);
  entries++;
}

void transfer()
{
  std::call_once(init_once, init_accounts);
  std::lock(accounts, audit);
  std::lock_guard<std::mutex> a(accounts, std::adopt_lock);
  std::lock_guard<std::mutex> b(audit, std::adopt_lock);
  balance -= 10;
  log_twice();
}

void report()
{
  std::call_once(init_once, init_accounts);
  std::lock(audit, accounts);
  std::lock_guard<std::mutex> b(audit, std::adopt_lock);
  std::lock_guard<std::mutex> a(accounts, std::adopt_lock);
  log_twice();
}

int main()
{
  std::thread t1(transfer);
  std::thread t2(report);
  t1.join();
  t2.join();
  {
    std::scoped_lock<std::mutex, std::mutex> both(accounts, audit);
    printf("balance %d, entries %d, inits %d\n", balance, entries, inits);
  }
  std::unique_lock<std::mutex> lk(accounts, std::defer_lock);
  printf("deferred owns %d\n", (int)lk.owns_lock());
  bool got = lk.try_lock();
  printf("try_lock %d owns %d\n", (int)got, (int)lk.owns_lock());
  lk.unlock();
  std::unique_lock<std::mutex> other(audit, std::try_to_lock);
  printf("try_to_lock %d, mutex is audit %d\n", (int)other.owns_lock(), (int)(other.mutex() == &audit));
  return 0;
}
// expect: balance 90, entries 2, inits 1
// expect: deferred owns 0
// expect: try_lock 1 owns 1
// expect: try_to_lock 1, mutex is audit 1
