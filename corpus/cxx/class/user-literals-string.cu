// String user-defined literals (issue 19, [lex.ext]p5): "hello"_s calls operator "" _s with the
// string and its length (5; 0 for ""). Host output as g++ prints it.
#include <cstdio>
#include <cstddef>
struct Str { const char *p; size_t n; };
Str operator"" _s (const char *p, size_t n) { return Str{ p, n }; }
size_t operator"" _len (const char *p, size_t n) { (void) p; return n; }
int main () {
  Str a = "hello"_s;
  printf ("%s %zu %zu %zu\n", a.p, a.n, "abc"_len, ""_len);
  return 0;
}
// expect: hello 5 3 0
