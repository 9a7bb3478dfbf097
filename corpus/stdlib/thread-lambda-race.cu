// <thread>: two std::threads running lambdas that capture one counter by reference and
// increment it with nothing ordering them: a data race at the lambda's line, both sites
// reported (the threads start through cudak's proxy for callables).
#include <thread>
#include <cstdio>

int main()
{
  int hits = 0;
  std::thread a([&hits] { for (int i = 0; i < 10; i++) hits++; });
  std::thread b([&hits] { for (int i = 0; i < 10; i++) hits++; });
  a.join();
  b.join();
  printf("hits %d\n", hits);
  return 0;
}
// expect: hits 20
// expect-exit: 1
// expect-report: ^thread-lambda-race\.cu:11:60: error: data race on host memory: read of 4 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^thread-lambda-race\.cu:10:60: note: previous write by host thread 2 \(start routine 'std::__cudak_thread_proxy'\)
// expect-report: ^thread-lambda-race\.cu:11:60: note: read by host thread 3 \(start routine 'std::__cudak_thread_proxy'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-lambda-race\.cu:11:60: error: data race on host memory: write of 4 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^thread-lambda-race\.cu:10:60: note: previous write by host thread 2 \(start routine 'std::__cudak_thread_proxy'\)
// expect-report: ^thread-lambda-race\.cu:11:60: note: write by host thread 3 \(start routine 'std::__cudak_thread_proxy'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-lambda-race\.cu:10:60: error: data race on host memory: read of 4 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^thread-lambda-race\.cu:11:60: note: previous write by host thread 3 \(start routine 'std::__cudak_thread_proxy'\)
// expect-report: ^thread-lambda-race\.cu:10:60: note: read by host thread 2 \(start routine 'std::__cudak_thread_proxy'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-lambda-race\.cu:10:60: error: data race on host memory: write of 4 bytes at 'hits' conflicts with an earlier write by another host thread
// expect-report: ^thread-lambda-race\.cu:11:60: note: previous write by host thread 3 \(start routine 'std::__cudak_thread_proxy'\)
// expect-report: ^thread-lambda-race\.cu:10:60: note: write by host thread 2 \(start routine 'std::__cudak_thread_proxy'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-lambda-race\.cu:11:60: note: data-race reported 7 times \(6 repeats folded\)
// expect-report: ^thread-lambda-race\.cu:11:60: note: data-race reported 7 times \(6 repeats folded\)
// expect-report: ^thread-lambda-race\.cu:10:60: note: data-race reported 6 times \(5 repeats folded\)
// expect-report: ^thread-lambda-race\.cu:10:60: note: data-race reported 6 times \(5 repeats folded\)
// expect-report: ^cudak: 4 errors, 0 warnings; 22 repeats folded \(seed 0\)
