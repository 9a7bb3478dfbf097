// Built and run as well as parsed: it prints nothing and exits with status 0.
static int add(int a, int b = 10, int c = 100) { return a + b + c; }
int main() { return add(1) + add(1, 2) + add(1, 2, 3) - 111 - 103 - 6; }
