// <thread>: two std::threads increment one counter with nothing ordering them: a data race
// between two host threads, reported with both sites and named after the function each runs.
#include <thread>
#include <cstdio>

static long counter = 0;

void bump()
{
  for (int i = 0; i < 100; i++)
    counter++;
}

int main()
{
  std::thread a(bump);
  std::thread b(bump);
  a.join();
  b.join();
  printf("counter = %ld\n", counter);
  return 0;
}
// expect: counter = 200
// expect-exit: 1
// expect-report: ^thread-race\.cu:11:12: error: data race on host memory: read of 8 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^thread-race\.cu:11:12: note: previous write by host thread 2 \(start routine 'bump'\)
// expect-report: ^thread-race\.cu:11:12: note: read by host thread 3 \(start routine 'bump'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-race\.cu:11:12: error: data race on host memory: write of 8 bytes at 'counter' conflicts with an earlier write by another host thread
// expect-report: ^thread-race\.cu:11:12: note: previous write by host thread 2 \(start routine 'bump'\)
// expect-report: ^thread-race\.cu:11:12: note: write by host thread 3 \(start routine 'bump'\); no mutex, join, condition variable, barrier, pthread_once or release/acquire atomic orders the two accesses
// expect-report: ^thread-race\.cu:11:12: note: data-race reported 195 times \(194 repeats folded\)
// expect-report: ^thread-race\.cu:11:12: note: data-race reported 195 times \(194 repeats folded\)
// expect-report: ^cudak: 2 errors, 0 warnings; 388 repeats folded \(seed 0\)
