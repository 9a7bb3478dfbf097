// <thread>: a std::thread still joinable when it is destroyed ends the program through
// std::terminate, as libstdc++ does: its message, then SIGABRT (exit status 134).
#include <thread>
#include <cstdio>

void work() { }

int main()
{
  {
    std::thread t(work);
    printf("leaving the scope without join\n");
    fflush(stdout);
  }
  printf("not reached\n");
  return 0;
}
// expect: leaving the scope without join
// expect-exit: 134
// expect-stderr: terminate called without an active exception
