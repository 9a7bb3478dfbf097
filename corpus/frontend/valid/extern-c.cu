// Built and run as well as parsed: it prints nothing and exits with status 0.
extern "C" int c_func(int);
extern "C" {
  int c_a(void);
  int c_b(void) { return 2; }
}
extern "C" int c_func(int x) { return x + c_b(); }
int main() { return c_func(1) - 3; }
