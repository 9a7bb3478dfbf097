// The temporaries of one operand of ?: are destroyed at the end of the full-expression only
// when that operand ran (C++ [class.temporary]); an operand of another type converts to the
// class of the other (a literal to a string-like class), in a loop too.
#include <stdio.h>
#include <string.h>
static int live = 0, made = 0;
struct Str {
  char *p;
  Str(const char *s) : p(new char[strlen(s) + 1]) { strcpy(p, s); live++; made++; }
  Str(const Str &o) : p(new char[strlen(o.p) + 1]) { strcpy(p, o.p); live++; made++; }
  ~Str() { delete[] p; live--; }
  const char *c() const { return p; }
};
Str operator+(const Str &a, const char *b)
{
  char buf[64];
  snprintf(buf, sizeof buf, "%s%s", a.p, b);
  return Str(buf);
}
static int len(const Str &s) { return (int) strlen(s.p); }
int main()
{
  for (int i = 0; i < 4; i++) {
    int n = i % 2 ? len(Str("odd") + "!") : len(Str("even"));
    printf("%d %d %s\n", i, n, (i < 2 ? Str("low") + "er" : "high").c());
  }
  printf("live=%d made=%d\n", live, made);
  return 0;
}
// expect: 0 4 lower
// expect: 1 4 lower
// expect: 2 4 high
// expect: 3 4 high
// expect: live=0 made=12
