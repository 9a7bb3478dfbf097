// Variadic member templates of ordinary classes (not class templates): a pack of parameters
// forwarded to printf, to a constructor through std::make_unique, to a function object, folded,
// and counted with sizeof...; a constructor template with a pack; std::thread and a call through
// a forwarding reference given a function's name (F deduces a function reference in C++; cudak
// deduces the pointer, which calls alike). cudak said "'args' was not declared in this scope"
// (the packs were kept only for class templates' instances), "cannot convert 'void (*)(int,
// int)' to 'void(int, int)'", and then stopped in the lowering ("slot_of: code should not be
// reached", a return of a temporary made from a by-value argument). Expected output from g++.
#include <cstdio>
#include <utility>
#include <thread>
#include <vector>
#include <string>
#include <memory>
void worker(int a, int b) { printf("worker %d %d\n", a, b); }
template <class F, class... A> void call(F &&f, A &&... a) { f(std::forward<A>(a)...); }
struct Logger {
  int lines = 0;
  template <class... Args> void log(const char *fmt, Args &&... args) {
    ++lines;
    printf(fmt, std::forward<Args>(args)...);
  }
  template <class... Ts> static int count(Ts... ts) { return (0 + ... + ts) * (int)sizeof...(Ts); }
};
struct Task {
  std::string name;
  int prio;
  Task(std::string n, int p) : name(std::move(n)), prio(p) {}
};
struct Pool {
  std::vector<std::unique_ptr<Task>> tasks;
  template <class... Args> Task &add(Args &&... args) {
    tasks.push_back(std::make_unique<Task>(std::forward<Args>(args)...));
    return *tasks.back();
  }
};
struct Runner {
  template <class F, class... A> Runner(F &&f, A &&... a) { f(a...); }
};
int main() {
  Logger lg;
  lg.log("%s=%d %g\n", "x", 3, 2.5);
  lg.log("plain\n");
  printf("lines %d count %d\n", lg.lines, Logger::count(1, 2, 3));
  Pool p;
  p.add("build", 2);
  Task &t = p.add(std::string("test"), 5);
  printf("%s %d %s %zu\n", t.name.c_str(), t.prio, p.tasks[0]->name.c_str(), p.tasks.size());
  call(worker, 1, 2);
  Runner r(worker, 3, 4);
  std::thread th(worker, 7, 8);
  th.join();
  return 0;
}
// expect: x=3 2.5
// expect: plain
// expect: lines 2 count 18
// expect: test 5 build 2
// expect: worker 1 2
// expect: worker 3 4
// expect: worker 7 8
