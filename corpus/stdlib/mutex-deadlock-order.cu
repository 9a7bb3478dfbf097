// <mutex>: two std::threads take two std::mutexes through std::lock_guard in opposite orders;
// each holds its first one before either takes its second (an atomic count makes sure of it),
// so each waits for the other: a deadlock, reported with where each thread waits.
// (mutex-std-lock.cu is the fix.)
#include <thread>
#include <mutex>
#include <atomic>
#include <cstdio>

static std::mutex accounts, audit;
static std::atomic<int> holding(0);
static int balance = 100, entries = 0;

static void wait_for_both()
{
  holding++;
  while (holding.load() < 2)
    std::this_thread::yield();
}

void transfer()
{
  std::lock_guard<std::mutex> a(accounts);
  wait_for_both();
  std::lock_guard<std::mutex> b(audit);
  balance -= 10;
  entries++;
}

void report()
{
  std::lock_guard<std::mutex> b(audit);
  wait_for_both();
  std::lock_guard<std::mutex> a(accounts);
  printf("balance %d after %d entries\n", balance, entries);
}

int main()
{
  std::thread t1(transfer);
  std::thread t2(report);
  t1.join();
  t2.join();
  return 0;
}
// Each wait is reported at the user's call (the lock_guard, the join), not inside cudak's
// <mutex> and <thread>; the notes name the mutexes and the functions the threads run.
// expect-exit: 1
// expect-report: ^mutex-deadlock-order\.cu:25:31: error: deadlock of the host threads: 3 live threads wait for what no thread can release
// expect-report: ^mutex-deadlock-order\.cu:25:31: note: host thread 2 \(start routine 'transfer'\) waits in pthread_mutex_lock of mutex 'audit', held by host thread 3 \('report'\)
// expect-report: ^mutex-deadlock-order\.cu:34:31: note: host thread 3 \(start routine 'report'\) waits in pthread_mutex_lock of mutex 'accounts', held by host thread 2 \('transfer'\)
// expect-report: ^mutex-deadlock-order\.cu:42:10: note: host thread 1 \(main\) waits in pthread_join of host thread 2 \('transfer'\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
