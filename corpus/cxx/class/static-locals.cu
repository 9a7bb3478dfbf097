// Static local objects are constructed the first time control passes their declaration (a
// guard), and all objects of static storage are destroyed after main in the reverse order of
// their construction, whenever it happened (C++ [basic.start.term]p3).
#include <cstdio>
struct Registry {
  int count;
  Registry() : count(0) { printf("Registry up\n"); }
  ~Registry() { printf("Registry down %d\n", count); }
};
Registry &registry() {
  static Registry r;
  return r;
}
struct G { G() { printf("G\n"); } ~G() { printf("~G\n"); } } g;
int use(int k) {
  static Registry local;
  local.count += k;
  return local.count;
}
int main() {
  printf("main\n");
  registry().count++;
  registry().count++;
  printf("%d\n", use(2) + use(3));
  return 0;
}

// expect: G
// expect: main
// expect: Registry up
// expect: Registry up
// expect: 7
// expect: Registry down 5
// expect: Registry down 2
// expect: ~G
