// <new>: a host new without memory throws std::bad_alloc (caught by its class or by
// std::exception; uncaught it ends the program as libstdc++ does), new (std::nothrow) gives a
// null pointer, placement new constructs at an address, an explicit destructor call
// `p->~P()` destroys. Expected output from g++.
#include <cstdio>
#include <new>
struct P { int a; P(int x = 0) : a(x) { printf("P(%d)\n", x); } ~P() { printf("~P(%d)\n", a); } };
struct Big { char c[64]; };
int main() {
  unsigned long huge = 1UL << 50;
  try {
    char *p = new char[huge];
    printf("not reached %p\n", (void *) p);
  } catch (const std::bad_alloc &e) {
    printf("caught: %s\n", e.what());
  }
  try {
    Big *b = new Big[huge];
    printf("not reached %p\n", (void *) b);
  } catch (std::exception &e) {
    printf("caught base: %s\n", e.what());
  }
  int *q = new (std::nothrow) int[huge];
  printf("nothrow: %s\n", q ? "memory" : "null");
  alignas(P) unsigned char buf[sizeof(P)];
  P *pp = new (buf) P(5);
  printf("placed at buf: %d %d\n", pp == (P *) buf, pp->a);
  pp->~P();
  int *ip = new int(7);
  int *ip2 = new (ip) int(9);
  printf("%d %d\n", *ip, ip2 == ip);
  delete ip;
  fflush(stdout);
  P *never = new P[huge];
  (void) never;
}
// expect: caught: std::bad_alloc
// expect: caught base: std::bad_alloc
// expect: nothrow: null
// expect: P(5)
// expect: placed at buf: 1 5
// expect: ~P(5)
// expect: 9 1
// expect-exit: 134
// expect-stderr: terminate called after throwing an instance of 'std::bad_alloc'
// expect-stderr:   what():  std::bad_alloc
