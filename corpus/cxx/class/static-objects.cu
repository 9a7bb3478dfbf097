// Objects of static storage with constructors and destructors: constructed before main in
// definition order, destroyed after main returns in reverse order; main's value is the exit status.
#include <cstdio>
struct Logger {
  const char *name;
  Logger(const char *n) : name(n) { printf("open %s\n", name); }
  ~Logger() { printf("close %s\n", name); }
  void log(const char *m) const { printf("[%s] %s\n", name, m); }
};
Logger first("first");
Logger second = Logger("second");
struct Config { int n = 3; Config() { printf("config\n"); } } config;
int main(int argc, char **argv) {
  printf("main %d %d\n", argc, config.n);
  first.log("hello");
  second.log("world");
  return 3;
}

// expect: open first
// expect: open second
// expect: config
// expect: main 1 3
// expect: [first] hello
// expect: [second] world
// expect: close second
// expect: close first
// expect-exit: 3
