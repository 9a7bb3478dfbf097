// Built and run as well as parsed: it prints nothing and exits with status 0.
int my_abs(int) __asm__("abs");
int main() { return my_abs(-3) - 3; }
