// Built and run as well as parsed: it prints nothing and exits with status 0.
int f(int);
int f(int x);
int g(void);
int main() { return f(1) + g(); }
int f(int x) { return x - 1; }
int g(void) { return 0; }
